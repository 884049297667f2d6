import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ExtraSignIn } from '@ordna/contract/auth';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import {
  decryptJson,
  deriveVaultSecrets,
  encryptJson,
  newVaultKdf,
  newVaultKey,
  unwrapVaultKey,
  wrapVaultKey,
  type VaultKey,
} from '@ordna/contract/passwords/vault-crypto';
import { PASSWORD } from '../../testing/people.test-kit';
import { as, body, signUp, useExtraToken } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';

/**
 * Zero knowledge, proved against a real database (docs/architecture.md, "Three levels of
 * access"): a client that encrypts as the browser does (the contract's vault-crypto.ts, here in
 * Node) stores an entry whose every field holds a marker, and afterwards no row of any table
 * holds the marker, nor the extra password, in any form the server could read.
 */
const MARKER = 'ZK-MARKER-7f3a9c';
const EXTRA_PASSWORD = `extra ${MARKER} password`;

let vaultKey: VaultKey;
const t = useTestApp();

/** This test's schema on PostgreSQL (the database is shared by test files); none on SQLite. */
async function ownSchema(): Promise<string | undefined> {
  if (t.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db);
  return rows[0]?.schema;
}

/** Every row of every table, as text. */
async function everyRow(): Promise<string> {
  const schema = await ownSchema();
  const tables = (await t.db.introspection.getTables()).filter((table) => table.schema === schema);
  const dumps = await Promise.all(
    tables.map(async (table) => {
      // A table's name is only known at run time here; Kysely's typed builder cannot name it.
      const rows = await t.db
        .selectFrom(table.name as never)
        .selectAll()
        .execute();
      return `${table.name}: ${JSON.stringify(rows)}`;
    }),
  );
  expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['passwords', 'passwordGroups']));
  return dumps.join('\n');
}

describe('the vault knows nothing', () => {
  it('stores what a browser sealed, and no table row holds the marker or the extra password', async () => {
    const user = await signUp(t.app);
    const kdf = newVaultKdf();
    const secrets = await deriveVaultSecrets(EXTRA_PASSWORD, kdf);
    const wrappedVaultKey = await wrapVaultKey(await newVaultKey(), secrets.wrappingKey);
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${user._id}`,
      headers: as(user),
      payload: { currentPassword: PASSWORD, extraPassword: secrets.authValue, kdf, wrappedVaultKey },
    });
    expect(set.statusCode, set.body).toBe(200);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/extra-password',
      headers: as(user),
      payload: { extraPassword: secrets.authValue },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const opened = body<ExtraSignIn>(signIn).data;
    vaultKey = await unwrapVaultKey(opened.wrappedVaultKey, secrets.wrappingKey);
    useExtraToken(user, opened.token);

    const group = await t.app.inject({
      method: 'POST',
      url: '/api/password-group',
      headers: as(user),
      payload: { data: await encryptJson({ name: `Group ${MARKER}` }, vaultKey) },
    });
    expect(group.statusCode, group.body).toBe(201);
    const entry = {
      name: `Bank ${MARKER}`,
      username: `ann-${MARKER}`,
      password: `pw-${MARKER}`,
      urls: [`https://${MARKER}.example`],
      notes: `Notes ${MARKER}`,
      totpSecret: 'GEZDGNBVGY3TQOJQ',
      fields: [{ name: `PIN ${MARKER}`, value: MARKER, hidden: true }],
    };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/password',
      headers: as(user),
      payload: { passwordGroupId: body<PasswordGroup>(group).data._id, data: await encryptJson(entry, vaultKey) },
    });
    expect(added.statusCode, added.body).toBe(201);

    // What comes back is what was sealed: the browser reads the entry again with its key.
    const list = await t.app.inject({ method: 'GET', url: '/api/password', headers: as(user) });
    const [stored] = body<PasswordItem[]>(list).data;
    expect(await decryptJson(stored!.data, vaultKey)).toEqual(entry);
    expect(list.body).not.toContain(MARKER);

    const rows = await everyRow();
    expect(rows).toContain(stored!.data);
    expect(rows).not.toContain(MARKER);
    expect(rows).not.toContain(EXTRA_PASSWORD);
    expect(rows).not.toContain(secrets.authValue);
  });
});
