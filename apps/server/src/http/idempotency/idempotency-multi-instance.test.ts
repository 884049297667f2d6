import { afterAll, expect, it } from 'vitest';
import { createSharedTestApps, signUp } from '../../testing/test-app.test-kit';
import { aCounter, changeCounter, valueOf } from './idempotency.test-kit';

/**
 * One counter change double-clicked through a balancer: the same Idempotency-Key reaches two
 * instances of one database at once, and the change applies once (docs/architecture.md,
 * "Retries and idempotency").
 */
const shared = await createSharedTestApps(2);
afterAll(() => shared.close());

it('applies one key sent six times at once across two instances once, and answers each call alike', async () => {
  const [first, second] = shared.apps as [(typeof shared.apps)[0], (typeof shared.apps)[0]];
  const ann = await signUp(first);
  const counterId = await aCounter(first, ann);
  const answers = await Promise.all(
    Array.from({ length: 6 }, (_, i) => changeCounter(i % 2 ? second : first, ann, counterId, 3, 'one-click')),
  );
  // Each call either replays the first answer or, if it waited too long, is told to try again.
  const applied = answers.filter((answer) => answer.statusCode === 200);
  expect(applied.length).toBeGreaterThan(0);
  expect(new Set(applied.map((answer) => answer.body)).size).toBe(1);
  for (const answer of answers.filter((one) => one.statusCode !== 200)) {
    expect(answer.json()).toMatchObject({ code: 'idempotency.inProgress', retry: true });
  }
  expect(await valueOf(second, ann, counterId)).toBe(3);
  const retried = await changeCounter(second, ann, counterId, 3, 'one-click');
  expect(retried.body).toBe(applied[0]!.body);
  expect(await valueOf(first, ann, counterId)).toBe(3);
});
