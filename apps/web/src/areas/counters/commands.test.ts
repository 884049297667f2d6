import { describe, expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { ApiError } from '../../api/client';
import type { CommandApi } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import { completeLine, runLine } from '../console/public';
import countersCommands from './commands';

const counter = (id: string, groupId: string, name: string, extra: Partial<Counter> = {}): Counter => ({
  _id: id,
  counterGroupId: groupId,
  name,
  step: 1,
  unit: '',
  value: 0,
  dailyGoal: null,
  today: 0,
  ...extra,
});

/** The counters API as `ct` uses it, in memory. */
function countersApi({ failWrites = false } = {}) {
  const groups: CounterGroup[] = [
    {
      _id: 'g1',
      name: 'Health',
      counters: [
        counter('c1', 'g1', 'Water', { step: 0.25, unit: 'l', dailyGoal: 2 }),
        counter('c2', 'g1', 'Floor 2'),
        counter('c3', 'g1', 'Push-ups', { step: 5 }),
      ],
    },
    { _id: 'g2', name: 'Work', counters: [counter('c4', 'g2', 'Coffee'), counter('c5', 'g2', 'Push-ups')] },
    {
      _id: 'g3',
      name: 'Family',
      counters: [counter('c6', 'g3', 'Dishes')],
      sharedBy: { shareId: 's', role: 'viewer', ownerName: 'ann' },
    },
  ];
  const changes: { counterId: string; change: number }[] = [];
  const api: CommandApi = {
    get: async <T>(path: string) => {
      if (path === '/counter-group') return structuredClone(groups) as T;
      throw new Error(`unexpected GET ${path}`);
    },
    post: () => Promise.reject(new Error('unexpected POST')),
    put: async <T>(path: string, body?: unknown) => {
      if (failWrites) throw new ApiError('Counter not found.', 404, false, 'counters.counterNotFound');
      const { counterId, change } = body as { counterId: string; change: number };
      changes.push({ counterId, change });
      const found = groups.flatMap((group) => group.counters).find((each) => each._id === counterId)!;
      found.value = Math.round((found.value + change) * 1000) / 1000;
      found.today = Math.round((found.today + change) * 1000) / 1000;
      return { ...found } as T;
    },
    signOut: async () => {},
  };
  return { api, changes };
}

const setUp = (options?: { failWrites?: boolean }) => {
  const counters = countersApi(options);
  return { ...counters, ...commandContext({ commands: countersCommands, api: counters.api }) };
};

describe('ct + and ct -', () => {
  it('add or subtract one step, or n, of the counter named in any case', async () => {
    const { context, changes } = setUp();
    expect(await runLine('ct + water', context)).toEqual([{ text: 'Water: 0.25 l (+0.25)', tone: 'success' }]);
    expect(await runLine('ct + Water 1.5', context)).toEqual([{ text: 'Water: 1.75 l (+1.5)', tone: 'success' }]);
    expect(await runLine('ct - Water', context)).toEqual([{ text: 'Water: 1.5 l (-0.25)', tone: 'success' }]);
    // A name that ends in a number is still that name.
    await runLine('ct + Floor 2', context);
    await runLine('ct - Floor 2 3', context);
    expect(changes).toEqual([
      { counterId: 'c1', change: 0.25 },
      { counterId: 'c1', change: 1.5 },
      { counterId: 'c1', change: -0.25 },
      { counterId: 'c2', change: 1 },
      { counterId: 'c2', change: -3 },
    ]);
  });

  it('ask for <group>/<name> where two groups have the counter, and accept it', async () => {
    const { context, changes } = setUp();
    const [line] = await runLine('ct + push-ups', context);
    expect(line).toEqual({
      text: 'More than one counter is called “push-ups”; write it as <group>/<name>: Health/Push-ups, Work/Push-ups',
      tone: 'error',
    });
    expect(await runLine('ct + Work/Push-ups', context)).toEqual([{ text: 'Push-ups: 1 (+1)', tone: 'success' }]);
    expect(changes).toEqual([{ counterId: 'c5', change: 1 }]);
  });

  it('say clearly what is wrong, and change nothing', async () => {
    const { context, changes } = setUp();
    expect(await runLine('ct +', context)).toEqual([{ text: 'Name the counter: ct + <name> [n]', tone: 'error' }]);
    expect(await runLine('ct + Tea', context)).toEqual([
      { text: 'No counter is called “Tea”. Type ct list to see them.', tone: 'error' },
    ]);
    expect(await runLine('ct + Water 0.0001', context)).toEqual([
      { text: 'n must be a number above 0 with at most 3 decimals.', tone: 'error' },
    ]);
    expect(await runLine('ct + Dishes', context)).toEqual([
      { text: 'Dishes is shared with you to view only.', tone: 'error' },
    ]);
    expect(await runLine('ct times Water', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
    expect(changes).toEqual([]);
  });

  it("print the server's reason when the change fails", async () => {
    const { context } = setUp({ failWrites: true });
    expect(await runLine('ct + Coffee', context)).toEqual([
      { text: 'Could not change the counter', tone: 'error' },
      { text: 'Counter not found.', tone: 'muted' },
    ]);
  });
});

describe('ct list', () => {
  it('lists every counter with its value, today and goal', async () => {
    const { context } = setUp();
    await runLine('ct + Water 0.5', context);
    const lines = await runLine('ct list', context);
    expect(lines.map((line) => line.text)).toEqual([
      'Health/Water: 0.5 l (today +0.5 of 2)',
      'Health/Floor 2: 0 (today 0)',
      'Health/Push-ups: 0 (today 0)',
      'Work/Coffee: 0 (today 0)',
      'Work/Push-ups: 0 (today 0)',
      'Family/Dishes: 0 (today 0)',
    ]);
  });

  it('says when there are none', async () => {
    const { context } = commandContext({
      commands: countersCommands,
      api: { ...countersApi().api, get: async <T>() => [] as T },
    });
    expect(await runLine('ct list', context)).toEqual([
      { text: 'No counters yet. Add them on the Counter groups page.', tone: 'muted' },
    ]);
  });
});

describe('completion', () => {
  it('offers subcommands, then counter names, with the group where names repeat', async () => {
    const { context } = setUp();
    expect((await completeLine('ct l', context)).line).toBe('ct list ');
    expect((await completeLine('ct + Wa', context)).line).toBe('ct + Water ');
    expect((await completeLine('ct - Pu', context)).options).toEqual(['Health/Push-ups', 'Work/Push-ups']);
  });
});
