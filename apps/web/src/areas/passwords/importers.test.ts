import { describe, expect, it } from 'vitest';
import bitwardenCsv from './fixtures/bitwarden.csv?raw';
import bitwardenJson from './fixtures/bitwarden.json?raw';
import chromeCsv from './fixtures/chrome.csv?raw';
import firefoxCsv from './fixtures/firefox.csv?raw';
import keepassCsv from './fixtures/keepassxc.csv?raw';
import { readCsv, writeCsv } from '@ordna/contract/kernel/csv';
import { emptyEntry } from './entry';
import { encryptedExport, plainCsvExport } from './export-vault';
import { readImport, type ImportedEntry } from './importers';

function entriesOf(text: string): ImportedEntry[] {
  const result = readImport(text);
  if ('problem' in result) throw new Error(`expected entries, got ${result.problem}`);
  return result.entries;
}

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, and writes them back', () => {
    const rows = [
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', '', ' padded '],
    ];
    const fieldsOf = (text: string) => {
      const read = readCsv(text);
      return Array.isArray(read) ? read.map((record) => record.fields) : read;
    };
    expect(fieldsOf(writeCsv(rows, { guard: false }))).toEqual(rows);
    expect(fieldsOf('\uFEFFx,y\r\n1,2\r\n\r\n')).toEqual([
      ['x', 'y'],
      ['1', '2'],
    ]);
  });
});

describe('importers', () => {
  it('reads Bitwarden CSV: folders, several URIs, custom fields, notes and TOTP', () => {
    const result = readImport(bitwardenCsv);
    expect(result).toMatchObject({ format: 'bitwardenCsv' });
    const [mail, bank, note] = entriesOf(bitwardenCsv);
    expect(mail).toEqual({
      group: 'Email',
      entry: {
        name: 'Mail',
        username: 'ann@example.com',
        password: 'p,ss"word',
        urls: ['https://mail.example', 'https://webmail.example'],
        notes: 'Line one\r\nLine "two"',
        totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
        fields: [],
      },
    });
    expect(bank?.group).toBeNull();
    expect(bank?.entry.fields).toEqual([
      { name: 'PIN', value: '1234', hidden: false },
      { name: 'Branch', value: 'North', hidden: false },
    ]);
    expect(note?.entry).toMatchObject({ name: 'Wifi note', notes: 'The code is on the router', urls: [] });
  });

  it('reads Bitwarden JSON: logins, secure notes and cards, hidden fields kept hidden', () => {
    expect(readImport(bitwardenJson)).toMatchObject({ format: 'bitwardenJson' });
    const [mail, note, card] = entriesOf(bitwardenJson);
    expect(mail).toEqual({
      group: 'Email',
      entry: {
        name: 'Mail',
        username: 'ann@example.com',
        password: 'hunter2',
        urls: ['https://mail.example'],
        notes: 'Work mail',
        totpSecret: 'otpauth://totp/Mail:ann?secret=MZXW6',
        fields: [
          { name: 'Recovery', value: 'abc', hidden: true },
          { name: 'Plan', value: 'free', hidden: false },
        ],
      },
    });
    expect(note).toEqual({ group: null, entry: { ...emptyEntry(), name: 'Alarm code', notes: '4711' } });
    expect(card?.entry.fields).toContainEqual({ name: 'number', value: '4111111111111111', hidden: true });
    expect(card?.entry.fields).toContainEqual({ name: 'brand', value: 'Visa', hidden: false });
  });

  it('refuses an encrypted Bitwarden export, an unknown file and an empty one', () => {
    expect(readImport('{"encrypted": true, "items": []}')).toEqual({ problem: 'encrypted' });
    expect(readImport('{"hello": 1}')).toEqual({ problem: 'unknownFormat' });
    expect(readImport('{not json')).toEqual({ problem: 'unknownFormat' });
    expect(readImport('a,b\n1,2')).toEqual({ problem: 'unknownFormat' });
    expect(readImport('  ')).toEqual({ problem: 'empty' });
    expect(readImport('name,url,username,password\n')).toEqual({ problem: 'empty' });
  });

  it('reads KeePassXC CSV with its group paths below the root', () => {
    expect(readImport(keepassCsv)).toMatchObject({ format: 'keepassxcCsv' });
    const [router, forum, old] = entriesOf(keepassCsv);
    expect(router).toEqual({
      group: null,
      entry: { ...emptyEntry(), name: 'Router', username: 'admin', password: 'pa"ss', urls: ['http://192.168.1.1'] },
    });
    expect(forum?.group).toBe('Social');
    expect(forum?.entry.notes).toBe('Line one\nLine two');
    expect(forum?.entry.totpSecret).toMatch(/^otpauth:\/\/totp\/Forum/);
    expect(old?.group).toBe('Social/Old');
  });

  it('reads Chrome and Firefox CSV, naming an unnamed entry by its site', () => {
    expect(readImport(chromeCsv)).toMatchObject({ format: 'chromeCsv' });
    const [shop, news] = entriesOf(chromeCsv);
    expect(shop?.entry).toMatchObject({ name: 'shop.example', urls: ['https://shop.example/login'], password: 'sh0p' });
    expect(news?.entry).toMatchObject({ name: 'news.example', notes: 'from phone' });

    expect(readImport(firefoxCsv)).toMatchObject({ format: 'firefoxCsv' });
    const [games, travel] = entriesOf(firefoxCsv);
    expect(games).toEqual({
      group: null,
      entry: {
        ...emptyEntry(),
        name: 'games.example',
        username: 'ann',
        password: 'g4mes',
        urls: ['https://www.games.example'],
      },
    });
    expect(travel?.entry).toMatchObject({ name: 'travel.example', password: 't,ravel' });
  });
});

describe('exports', () => {
  it('writes plain CSV that the Bitwarden importer reads back whole', () => {
    const entries = entriesOf(bitwardenJson).map(({ group, entry }) => ({ group: group ?? 'Imported', entry }));
    const back = entriesOf(plainCsvExport(entries));
    expect(back.map(({ entry }) => entry.name)).toEqual(['Mail', 'Alarm code', 'Visa']);
    expect(back[0]?.entry).toMatchObject({ password: 'hunter2', urls: ['https://mail.example'], notes: 'Work mail' });
    expect(back[0]?.group).toBe('Email');
    expect(back[1]?.group).toBe('Imported');
  });

  it('writes values unguarded: a password that starts with = or -1+1 goes out and comes back as it is', () => {
    const [first] = entriesOf(bitwardenJson);
    if (!first) throw new Error('the fixture has entries');
    const entry = { ...first.entry, password: '=-1+1', username: '\tme' };
    const csv = plainCsvExport([{ group: 'Email', entry }]);
    expect(csv).toContain(',"\tme",=-1+1,');
    expect(entriesOf(csv)[0]?.entry).toMatchObject({ password: '=-1+1', username: '\tme' });
  });

  it('writes the encrypted export as the ciphertexts with what opens them', () => {
    const kdf = { algorithm: 'PBKDF2-SHA256' as const, iterations: 600_000, salt: 'c2FsdA==' };
    const file = JSON.parse(
      encryptedExport(
        {
          kdf,
          wrappedVaultKey: 'v1.a.b',
          groups: [{ _id: 'g', data: 'v1.c.d' }],
          passwords: [{ _id: 'p', passwordGroupId: 'g', data: 'v1.e.f', createdAt: 'x', updatedAt: 'y' }],
        },
        new Date('2026-11-23T10:00:00Z'),
      ),
    ) as Record<string, unknown>;
    expect(file).toMatchObject({ format: 'ordna-vault', version: 1, exportedAt: '2026-11-23T10:00:00.000Z', kdf });
  });
});
