import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStorageCsv, writeStorageCsv, type StorageCsvRow } from './csv';
import { storageCsvProblems } from './refusals';

const text = (maxLength: number) =>
  fc.string({ maxLength, unit: fc.constantFrom('a', 'ö', ' ', ',', '"', '\n', '=', "'", '-', '1') });
const row: fc.Arbitrary<StorageCsvRow> = fc.record({
  name: text(40)
    .map((name) => name.trim())
    .filter((name) => name !== ''),
  quantity: fc.integer({ min: 0, max: 1_000_000_000 }).map((thousandths) => thousandths / 1000),
  unit: fc.constantFrom('', 'l', 'kg', 'pcs', 'bags'),
  bestBefore: fc.constantFrom(null, '2026-11-30', '2027-02-28'),
  note: text(60),
});

describe('storage CSV', () => {
  it('reads back every export unchanged', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 20 }), (rows) => {
        expect(readStorageCsv(writeStorageCsv(rows))).toEqual({ kind: 'rows', rows });
      }),
    );
  });

  it('keeps a spreadsheet from running a name as a formula', () => {
    const csv = writeStorageCsv([{ name: '=SUM(A1)', quantity: 1, unit: '', bestBefore: null, note: '+x' }]);
    expect(csv).toContain("'=SUM(A1)");
    expect(csv).toContain("'+x");
  });

  it('finds columns by header, in any order, with a semicolon-free BOM and missing columns', () => {
    const read = readStorageCsv('\uFEFFUnit,Name,Extra\nLiters,Milk,x\n,Salt,\n');
    expect(read).toEqual({
      kind: 'rows',
      rows: [
        { name: 'Milk', quantity: 1, unit: 'l', bestBefore: null, note: '' },
        { name: 'Salt', quantity: 1, unit: '', bestBefore: null, note: '' },
      ],
    });
  });

  it('names every wrong line, counting the header as line 1', () => {
    const read = readStorageCsv('name,quantity,bestBefore\nMilk,two,\n,1,\nRice,1,2026-02-30\nOats,2,2026-01-01\n');
    expect(read).toEqual({
      kind: 'lineErrors',
      errors: [
        { line: 2, problem: storageCsvProblems.badQuantity },
        { line: 3, problem: storageCsvProblems.nameMissing },
        { line: 4, problem: storageCsvProblems.badBestBefore },
      ],
    });
  });

  it('counts lines inside a quoted note and refuses an unclosed quote', () => {
    const read = readStorageCsv('name,note\nA,"two\nlines"\nB,"open\n');
    expect(read).toEqual({ kind: 'lineErrors', errors: [{ line: 4, problem: storageCsvProblems.badQuotes }] });
  });

  it('needs a name column and at most 1000 rows', () => {
    expect(readStorageCsv('title,quantity\nMilk,1\n')).toEqual({ kind: 'noHeader' });
    expect(readStorageCsv(`name\n${'x\n'.repeat(1001)}`)).toEqual({ kind: 'tooManyRows' });
  });
});
