import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, readCsv, readCsvRecords, unguardCsvValue, writeCsv } from './csv';

describe('the CSV writer', () => {
  it('quotes commas, quotes, line breaks and edge spaces', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('guards every value a spreadsheet would run: = + - @ tab and CR at the start', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    expect(csvField("'=x")).toBe("''=x");
    expect(csvField('1-1')).toBe('1-1');
  });

  it('writes values as they are when told to (the vault export)', () => {
    expect(writeCsv([['=pass', '-1+1']], { guard: false })).toBe('=pass,-1+1\r\n');
  });
});

describe('the CSV reader', () => {
  it('gives each record the line it starts on, past quoted line breaks and blank lines', () => {
    expect(readCsv('\uFEFFname,note\r\nA,"two\nlines"\n\nB,x\n')).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['A', 'two\nlines'] },
      { line: 5, fields: ['B', 'x'] },
    ]);
    expect(readCsv('name\nA\n"open\n')).toEqual({ unclosedAt: 3 });
  });

  it('keys records by the header, trimmed and in lower case', () => {
    expect(readCsvRecords(' Name ,URL\nx,y\n')).toEqual({
      header: ['name', 'url'],
      records: [{ line: 2, values: { name: 'x', url: 'y' } }],
    });
  });

  it('reads back what it wrote, guard taken off', () => {
    const text = fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\n', '=', '-', '+', '@', '\t', "'", '1') });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constant('x'), text), { maxLength: 5 }), (rows) => {
        const read = readCsv(writeCsv(rows));
        expect(Array.isArray(read) && read.map((record) => record.fields.map(unguardCsvValue))).toEqual(rows);
      }),
    );
  });
});
