import { describe, expect, it } from 'vitest';
import { IDEMPOTENT_WRITES } from '@ordna/contract/kernel/idempotency';
import { WRITE_RETRY_DELAYS_MS } from './client';
import { json, setup, userWith } from './client.test-kit';

/** docs/architecture.md, "Retries and idempotency": one key per intended action, the same on each send of it. */
const keyOf = (headers: Record<string, string>) => headers['idempotency-key'];

function withPauses(options: Parameters<typeof setup>[0] = {}) {
  const pauses: number[] = [];
  const wired = setup({ ...options, pause: async (ms) => void pauses.push(ms) });
  return { ...wired, pauses };
}

describe('ApiClient: Idempotency-Key', () => {
  it('sends a new key with each write that takes one, and none with reads or other writes', async () => {
    const { client, server } = withPauses();
    await client.put('/counter', { counterId: 'c1', change: 1 });
    await client.put('/counter', { counterId: 'c1', change: 1 });
    await client.post('/shopping-list/into-storage', { listId: 'l1', storageGroupId: 's1' });
    await client.get('/counter', { counterId: 'c1' });
    await client.post('/notes-collection', { name: 'n' });
    const keys = server.sent.map((call) => keyOf(call.headers));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys.slice(0, 3)).size).toBe(3);
    expect(keys.slice(3)).toEqual([undefined, undefined]);
    expect(IDEMPOTENT_WRITES.has('PUT /counter')).toBe(true);
  });

  it('sends a write again with the same key after a retryable failure, waiting between tries', async () => {
    const { client, server, pauses } = withPauses();
    let calls = 0;
    server.answer = (path) =>
      ++calls < 3
        ? json(503, { status: false, code: 'common.busy', message: 'Busy.', retry: true })
        : json(200, { status: true, data: { path } });
    await expect(client.post('/recipe/cook', { recipeId: 'r1' })).resolves.toEqual({ path: '/recipe/cook' });
    const keys = server.sent.map((call) => keyOf(call.headers));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(pauses).toEqual([...WRITE_RETRY_DELAYS_MS]);
  });

  it('gives up after its last try, with the server’s refusal', async () => {
    const { client, server } = withPauses();
    server.answer = () => json(409, { status: false, code: 'idempotency.inProgress', message: 'Still.', retry: true });
    await expect(client.post('/counter-undo', { counterId: 'c1' })).rejects.toMatchObject({
      status: 409,
      code: 'idempotency.inProgress',
    });
    expect(server.sent).toHaveLength(WRITE_RETRY_DELAYS_MS.length + 1);
    expect(new Set(server.sent.map((call) => keyOf(call.headers))).size).toBe(1);
  });

  it('does not send again after a refusal that is not retryable', async () => {
    const { client, server, pauses } = withPauses();
    server.answer = () => json(422, { status: false, code: 'idempotency.keyReused', message: 'Reused.' });
    await expect(client.put('/counter', { counterId: 'c1', change: 1 })).rejects.toMatchObject({ status: 422 });
    expect(server.sent).toHaveLength(1);
    expect(pauses).toEqual([]);
  });

  it('keeps the key when the token is refreshed and the write sent again', async () => {
    const { client, server } = withPauses({ user: userWith('stale', 'r1') });
    await client.post('/shopping-item', { line: 'milk' });
    const writes = server.callsTo('/shopping-item');
    expect(writes.map((call) => call.headers['x-access-token'])).toEqual(['stale', 't2']);
    expect(keyOf(writes[0]!.headers)).toBe(keyOf(writes[1]!.headers));
  });

  it('sends the key a caller gives, so a page can send one action again', async () => {
    const { client, server } = withPauses();
    await client.call('POST', '/time-stamp', { body: { name: 'Work' }, idempotencyKey: 'stamp-in-1' });
    await client.call('POST', '/time-stamp', { body: { name: 'Work' }, idempotencyKey: 'stamp-in-1' });
    expect(server.sent.map((call) => keyOf(call.headers))).toEqual(['stamp-in-1', 'stamp-in-1']);
  });
});
