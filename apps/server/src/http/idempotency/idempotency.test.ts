import { afterAll, describe, expect, it } from 'vitest';
import { counterAnswer } from '@ordna/contract/counters/answers';
import { IDEMPOTENCY_KEY_LIFETIME_MS, IDEMPOTENT_WRITES } from '@ordna/contract/kernel/idempotency';
import { as, body, createTestApp, signUp } from '../../testing/test-app.test-kit';
import { purgeExpiredKeys } from '../../db/idempotency-keys.store';
import { aCounter, changeCounter, valueOf } from './idempotency.test-kit';

/** docs/architecture.md, "Retries and idempotency". */
// Tokens outlive the 24 hours the clock moves on.
const t = await createTestApp({ accessTokenTtlMs: 4 * 24 * 60 * 60 * 1000 });
afterAll(() => t.close());

describe('Idempotency-Key', () => {
  it('answers a retry with the first answer and applies the change once', async () => {
    const ann = await signUp(t.app);
    const counterId = await aCounter(t.app, ann);
    const first = await changeCounter(t.app, ann, counterId, 2, 'click-1');
    expect(first.statusCode).toBe(200);
    expect(counterAnswer.parse(body(first).data).value).toBe(2);
    const retry = await changeCounter(t.app, ann, counterId, 2, 'click-1');
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await valueOf(t.app, ann, counterId)).toBe(2);
    // A new key is a new action; no key at all is never deduplicated.
    await changeCounter(t.app, ann, counterId, 2, 'click-2');
    await changeCounter(t.app, ann, counterId, 2);
    await changeCounter(t.app, ann, counterId, 2);
    expect(await valueOf(t.app, ann, counterId)).toBe(8);
  });

  it('applies the same key sent twice at once only once', async () => {
    const ann = await signUp(t.app);
    const counterId = await aCounter(t.app, ann);
    const answers = await Promise.all([1, 2].map(() => changeCounter(t.app, ann, counterId, 1, 'double-click')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await valueOf(t.app, ann, counterId)).toBe(1);
  });

  it('refuses the same key with a different request, in the envelope with its own code', async () => {
    const ann = await signUp(t.app);
    const counterId = await aCounter(t.app, ann);
    await changeCounter(t.app, ann, counterId, 1, 'k-1');
    const other = await changeCounter(t.app, ann, counterId, 5, 'k-1');
    expect(other.statusCode).toBe(422);
    expect(body(other)).toMatchObject({ status: false, code: 'idempotency.keyReused' });
    expect(await valueOf(t.app, ann, counterId)).toBe(1);
  });

  it('refuses a key that is too long or has other characters, and changes nothing', async () => {
    const ann = await signUp(t.app);
    const counterId = await aCounter(t.app, ann);
    for (const key of ['x'.repeat(129), 'two words', 'ä', '']) {
      const response = await changeCounter(t.app, ann, counterId, 1, key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(body(response).code).toBe('idempotency.badKey');
    }
    expect(await valueOf(t.app, ann, counterId)).toBe(0);
    expect((await changeCounter(t.app, ann, counterId, 1, `a-Z_0.9:${'x'.repeat(120)}`)).statusCode).toBe(200);
  });

  it('keeps each person’s keys apart', async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const [annsId, bobsId] = [await aCounter(t.app, ann), await aCounter(t.app, bob)];
    await changeCounter(t.app, ann, annsId, 1, 'same-key');
    const bobs = await changeCounter(t.app, bob, bobsId, 1, 'same-key');
    expect(bobs.statusCode).toBe(200);
    expect(await valueOf(t.app, bob, bobsId)).toBe(1);
  });

  it('forgets the key of a write that was refused and rolled back, so the retry applies', async () => {
    const ann = await signUp(t.app);
    const headers = as(ann);
    const list = await t.app.inject({ method: 'POST', url: '/api/shopping-list', headers, payload: { name: 'Food' } });
    const listId = body<{ _id: string }>(list).data._id;
    const storage = await t.app.inject({
      method: 'POST',
      url: '/api/storage-group',
      headers,
      payload: { name: 'Fridge' },
    });
    const storageGroupId = body<{ _id: string }>(storage).data._id;
    const intoStorage = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/shopping-list/into-storage',
        headers: { ...headers, 'idempotency-key': 'put-away' },
        payload: { listId, storageGroupId },
      });
    expect(body(await intoStorage()).code).toBe('shopping.nothingChecked');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/shopping-item',
      headers,
      payload: { listId, line: '2 l milk' },
    });
    const itemId = body<{ items: { _id: string }[] }>(added).data.items[0]!._id;
    await t.app.inject({
      method: 'PUT',
      url: '/api/shopping-item',
      headers,
      payload: { shoppingItemId: itemId, checked: true },
    });
    const applied = await intoStorage();
    expect(applied.statusCode).toBe(200);
    expect(body(applied).data).toMatchObject({ moved: 1 });
  });

  it('remembers a key for 24 hours; after that the same key is a new action, and old keys are purged', async () => {
    const ann = await signUp(t.app);
    const counterId = await aCounter(t.app, ann);
    await changeCounter(t.app, ann, counterId, 1, 'daily');
    t.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS - 1000);
    await changeCounter(t.app, ann, counterId, 1, 'daily');
    expect(await valueOf(t.app, ann, counterId)).toBe(1);
    t.clock.advance(2000);
    expect((await changeCounter(t.app, ann, counterId, 1, 'daily')).headers['idempotent-replayed']).toBeUndefined();
    expect(await valueOf(t.app, ann, counterId)).toBe(2);
    for (const key of ['d-2', 'd-3']) {
      t.clock.advance(1);
      await changeCounter(t.app, ann, counterId, 1, key);
    }
    t.clock.advance(IDEMPOTENCY_KEY_LIFETIME_MS + 1);
    const before = t.clock.now - IDEMPOTENCY_KEY_LIFETIME_MS;
    const expired = () =>
      t.db
        .selectFrom('idempotencyKeys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('createdAt', '<', before)
        .executeTakeFirstOrThrow();
    expect(Number((await expired()).n)).toBe(3);
    // One bounded chunk at a time, the oldest first.
    expect(await purgeExpiredKeys(t.db, before, 1)).toBe(1);
    while ((await purgeExpiredKeys(t.db, before, 2)) > 0);
    expect(Number((await expired()).n)).toBe(0);
  });

  it('declares the header in /api/docs on exactly the writes the web client sends a key with', async () => {
    type Operation = { parameters?: { in: string; name: string }[] };
    type Docs = { paths: Record<string, Record<string, Operation>> };
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<Docs>();
    const declared = Object.entries(docs.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'idempotency-key'),
        )
        .map(([method]) => `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`),
    );
    expect(declared.sort()).toEqual([...IDEMPOTENT_WRITES].sort());
  });
});
