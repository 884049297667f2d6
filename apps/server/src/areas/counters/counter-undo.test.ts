import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { Counter, CounterChangePage, CounterGroup, CounterUndo } from '@ordna/contract/counters';
import { counterAnswer, counterUndoAnswer } from '@ordna/contract/counters/answers';
import { countersRefusals } from '@ordna/contract/counters/refusals';
import { signUp } from '../../testing/test-app.test-kit';
import { useTestApp } from '../../testing/use-test-app.test-kit';
import { countersClient, type CountersClient } from './counters.test-kit';

let ann: CountersClient;
let bob: CountersClient;
let vic: CountersClient;
let ed: CountersClient;
let users: Record<'vic' | 'ed', User>;
const t = useTestApp(async ({ app }) => {
  const [annUser, bobUser, vicUser, edUser] = [
    await signUp(app),
    await signUp(app),
    await signUp(app),
    await signUp(app),
  ];
  [ann, bob, vic, ed] = [annUser, bobUser, vicUser, edUser].map((user) => countersClient(app, user)) as [
    CountersClient,
    CountersClient,
    CountersClient,
    CountersClient,
  ];
  users = { vic: vicUser, ed: edUser };
});

async function newCounter(name: string): Promise<Counter> {
  const group = await ann.post<CounterGroup>('/counter-group', { name });
  return (await ann.post<Counter>('/counter', { counterGroupId: group.data._id, name: 'Water' })).data;
}

async function valueOf(counterId: string): Promise<number> {
  return counterAnswer.parse((await ann.get<Counter>(`/counter?counterId=${counterId}`)).data).value;
}

/** The history's amounts, newest first. */
async function amountsOf(counterId: string): Promise<number[]> {
  const page = await ann.get<CounterChangePage>(`/counter-change?counterId=${counterId}`);
  return page.data.changes.map((change) => change.amount);
}

describe('undo', () => {
  it('takes back the person’s last change, one at a time, as if it never happened', async () => {
    const water = await newCounter('Undo');
    for (let i = 0; i < 5; i++) await ann.put('/counter', { counterId: water._id, change: 1 });
    t.clock.advance(1000);
    await ann.put('/counter', { counterId: water._id, change: -1 });
    expect(await valueOf(water._id)).toBe(4);

    const undo = await ann.post<CounterUndo>('/counter-undo', { counterId: water._id });
    expect(undo.status).toBe(200);
    expect(counterUndoAnswer.parse(undo.data)).toMatchObject({
      counter: { value: 5, today: 5 },
      undone: { amount: -1, kind: 'change' },
    });
    expect(await amountsOf(water._id)).toEqual([1, 1, 1, 1, 1]);

    for (let i = 0; i < 5; i++) await ann.post('/counter-undo', { counterId: water._id });
    expect(await valueOf(water._id)).toBe(0);
    const nothing = await ann.post<CounterUndo>('/counter-undo', { counterId: water._id });
    expect(nothing).toMatchObject({ status: 200, data: { undone: null, counter: { value: 0 } } });
  });

  it('loses nothing and takes back each change once when many undos arrive at once', async () => {
    const water = await newCounter('Undo at once');
    for (let i = 0; i < 10; i++) await ann.put('/counter', { counterId: water._id, change: 1 });
    const undos = await Promise.all(
      Array.from({ length: 12 }, () => ann.post<CounterUndo>('/counter-undo', { counterId: water._id })),
    );
    expect(undos.filter((undo) => undo.data.undone !== null)).toHaveLength(10);
    expect(await valueOf(water._id)).toBe(0);
    expect(await amountsOf(water._id)).toEqual([]);
  });

  it('refuses bad input and answers 404 to another person', async () => {
    const water = await newCounter('Undo private');
    expect((await ann.post('/counter-undo', {})).message).toMatch(/counterId/);
    const notFound = { status: 404, code: countersRefusals.counterNotFound.code };
    expect(await bob.post('/counter-undo', { counterId: water._id })).toMatchObject(notFound);
    expect(await bob.post('/counter-reset', { counterId: water._id })).toMatchObject(notFound);
  });
});

describe('reset', () => {
  it('brings the value to zero as one recorded change, which undo takes back', async () => {
    const water = await newCounter('Reset');
    await ann.put('/counter', { counterId: water._id, change: 7.5 });
    const reset = await ann.post<Counter>('/counter-reset', { counterId: water._id });
    expect(reset.status).toBe(200);
    expect(counterAnswer.parse(reset.data)).toMatchObject({ value: 0, today: 0 });
    const history = (await ann.get<CounterChangePage>(`/counter-change?counterId=${water._id}`)).data.changes;
    expect(history.map((row) => [row.kind, row.amount, row.valueAfter])).toEqual([
      ['reset', -7.5, 0],
      ['change', 7.5, 7.5],
    ]);
    // At zero there is nothing to record.
    await ann.post('/counter-reset', { counterId: water._id });
    expect(await amountsOf(water._id)).toEqual([-7.5, 7.5]);

    const undo = await ann.post<CounterUndo>('/counter-undo', { counterId: water._id });
    expect(undo.data).toMatchObject({ undone: { amount: -7.5, kind: 'reset' }, counter: { value: 7.5 } });
    expect((await ann.post('/counter-reset', {})).message).toMatch(/counterId/);
  });

  it('keeps the value equal to its history when increments arrive with it', async () => {
    const water = await newCounter('Reset at once');
    for (let i = 0; i < 5; i++) await ann.put('/counter', { counterId: water._id, change: 1 });
    await Promise.all([
      ...Array.from({ length: 20 }, () => ann.put('/counter', { counterId: water._id, change: 1 })),
      ann.post('/counter-reset', { counterId: water._id }),
    ]);
    const sum = (await amountsOf(water._id)).reduce((a, b) => a + b, 0);
    expect(await valueOf(water._id)).toBe(sum);
  });
});

describe('in a shared group', () => {
  it("lets an editor undo only their own change, and refuses a viewer's undo and reset", async () => {
    const water = await newCounter('Family');
    for (const [who, role] of [
      [users.vic, 'viewer'],
      [users.ed, 'editor'],
    ] as const) {
      const share = await ann.post('/share', {
        kind: 'counterGroup',
        id: water.counterGroupId,
        username: who.username,
        role,
      });
      expect(share.status).toBe(201);
    }
    await ann.put('/counter', { counterId: water._id, change: 3 });
    t.clock.advance(1000);
    await ed.put('/counter', { counterId: water._id, change: 2 });
    t.clock.advance(1000);
    await ann.put('/counter', { counterId: water._id, change: 10 });

    const history = (await ed.get<CounterChangePage>(`/counter-change?counterId=${water._id}`)).data.changes;
    expect(history.map((row) => [row.amount, row.mine])).toEqual([
      [10, false],
      [2, true],
      [3, false],
    ]);

    const viewerCannot = { status: 400, code: 'sharing.viewerCannotChange' };
    expect(await vic.post('/counter-undo', { counterId: water._id })).toMatchObject(viewerCannot);
    expect(await vic.post('/counter-reset', { counterId: water._id })).toMatchObject(viewerCannot);
    expect(await valueOf(water._id)).toBe(15);

    const undo = await ed.post<CounterUndo>('/counter-undo', { counterId: water._id });
    expect(undo.data).toMatchObject({ undone: { amount: 2 }, counter: { value: 13 } });
    expect(await amountsOf(water._id)).toEqual([10, 3]);
    // Ed has no change left; Ann's stay.
    expect((await ed.post<CounterUndo>('/counter-undo', { counterId: water._id })).data.undone).toBeNull();
    expect(await valueOf(water._id)).toBe(13);

    expect((await ed.post<Counter>('/counter-reset', { counterId: water._id })).data.value).toBe(0);
    expect((await ann.get<CounterChangePage>(`/counter-change?counterId=${water._id}`)).data.changes[0]).toMatchObject({
      kind: 'reset',
      amount: -13,
      mine: false,
    });
  });
});
