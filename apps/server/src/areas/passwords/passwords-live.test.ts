import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PasswordGroup, PasswordItem } from '@ordna/contract/passwords';
import { listenOn, openStream, type TestStream } from '../../http/live/live.test-kit';
import { createTestApp, signUp, type TestApp } from '../../testing/test-app.test-kit';
import { openVault, sealedStandIn, vaultClient } from '../../testing/vault.test-kit';

/**
 * The vault's writes are told to the owner's other screens after they commit, naming the thing
 * by id only: an event never carries ciphertext (docs/architecture.md, "Live updates").
 */
let t: TestApp;
let baseUrl: string;
const streams: TestStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ eventStreamLifetimeMs: 60_000 });
  baseUrl = await listenOn(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

describe('live updates of the vault', () => {
  it('tell the owner of each group and entry written, by id, and nobody else', async () => {
    const ann = await signUp(t.app);
    const bob = await signUp(t.app);
    await openVault(t.app, ann);
    const me = vaultClient(t.app, ann);
    const [mine, bobs] = [await openStream(baseUrl, ann.access.token), await openStream(baseUrl, bob.access.token)];
    streams.push(mine, bobs);

    const group = (await me.post<PasswordGroup>('/password-group', { data: sealedStandIn() })).data;
    expect(await mine.nextChange()).toEqual({ kind: 'passwordGroup', id: group._id, action: 'created' });
    const entry = (await me.post<PasswordItem>('/password', { passwordGroupId: group._id, data: sealedStandIn() }))
      .data;
    expect(await mine.nextChange()).toEqual({ kind: 'password', id: entry._id, action: 'created' });
    await me.put('/password', { passwordId: entry._id, data: sealedStandIn() });
    expect(await mine.nextChange()).toEqual({ kind: 'password', id: entry._id, action: 'changed' });
    await me.put('/password-group', { passwordGroupId: group._id, data: sealedStandIn() });
    expect(await mine.nextChange()).toEqual({ kind: 'passwordGroup', id: group._id, action: 'changed' });
    await me.del('/password', { passwordId: entry._id });
    expect(await mine.nextChange()).toEqual({ kind: 'password', id: entry._id, action: 'deleted' });

    // A refused write sends nothing.
    await me.post('/password', { passwordGroupId: 'AAAAAAAAAAAA', data: sealedStandIn() });
    expect(await mine.changesWithin(200)).toEqual([]);

    await me.del('/password-group', { passwordGroupId: group._id });
    expect(await mine.nextChange()).toEqual({ kind: 'passwordGroup', id: group._id, action: 'deleted' });
    expect(await bobs.changesWithin(100)).toEqual([]);
    expect(JSON.stringify(mine.messages)).not.toContain('v1.');
  });
});
