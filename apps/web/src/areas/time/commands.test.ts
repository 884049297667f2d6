import { describe, expect, it } from 'vitest';
import type { CommandApi } from '../../shared/area';
import { ApiError } from '../../api/client';
import { commandContext } from '../../test/command-context.test-kit';
import { completeLine, runLine } from '../console/public';
import timeCommands from './commands';

interface Stamp {
  _id: string;
  name: string;
  timeGroupId: string;
  ended: boolean;
}

/** The time API as the console's `tm` uses it, in memory: groups, sub groups, running stamps. */
function timeApi({ failWrites = false } = {}) {
  const groups = [
    { _id: 'g1', name: 'Work', tags: [] },
    { _id: 'g2', name: 'Home life', tags: [] },
  ];
  const subGroups = [
    { _id: 's1', name: 'Ordna', timeGroupId: 'g1', tags: [] },
    { _id: 's2', name: 'Mail', timeGroupId: 'g1', tags: [] },
    { _id: 's3', name: 'Cooking', timeGroupId: 'g2', tags: [] },
  ];
  const stamps: Stamp[] = [];
  const refuse = () => Promise.reject(new ApiError('Time group not found.', 404));
  const api: CommandApi = {
    get: async <T>(path: string, params?: Record<string, unknown>) => {
      if (path === '/time-group' && params?.shallow) return groups as T;
      if (path === '/sub-group') return subGroups as T;
      if (path === '/time-stamp' && params?.active) return stamps.filter((stamp) => !stamp.ended) as T;
      throw new Error(`unexpected GET ${path}`);
    },
    post: async <T>(path: string, body?: unknown) => {
      if (failWrites) return refuse();
      const { name, timeGroupId } = body as { name: string; timeGroupId: string };
      const stamp = { _id: `t${stamps.length + 1}`, name, timeGroupId, ended: false };
      stamps.push(stamp);
      return stamp as T;
    },
    put: async <T>(_path: string, body?: unknown) => {
      if (failWrites) return refuse();
      const stamp = stamps.find((each) => each._id === (body as { timeStampId: string }).timeStampId)!;
      stamp.ended = true;
      return stamp as T;
    },
    signOut: async () => {},
  };
  return { api, stamps };
}

const setUp = (options?: { failWrites?: boolean }) => {
  const time = timeApi(options);
  return { ...time, ...commandContext({ commands: timeCommands, api: time.api }) };
};

describe('tm in', () => {
  it('starts a stamp in the time group and sub group named, without regard to case', async () => {
    const { context, stamps } = setUp();
    expect(await runLine('tm in work -s ordna', context)).toEqual([
      { text: 'Stamped in: Work / Ordna', tone: 'success' },
    ]);
    expect(stamps).toEqual([{ _id: 't1', name: 'Ordna', timeGroupId: 'g1', ended: false }]);
  });

  it('makes a new sub group from a new name, and takes names of several words', async () => {
    const { context, stamps } = setUp();
    await runLine('tm in Home life -s Garden work', context);
    expect(stamps[0]).toMatchObject({ name: 'Garden work', timeGroupId: 'g2' });
  });

  it('answers each mistake in the product’s words', async () => {
    const { context, stamps } = setUp();
    expect(await runLine('tm in Work', context)).toEqual([
      { text: 'Need to specify name of sub group', tone: 'error' },
    ]);
    expect(await runLine('tm in Work -s', context)).toEqual([
      { text: 'Need to specify name of sub group', tone: 'error' },
    ]);
    expect(await runLine('tm in Play -s Chess', context)).toEqual([{ text: 'Time group not found', tone: 'error' }]);
    expect(await runLine('tm in', context)).toEqual([{ text: 'Time group not found', tone: 'error' }]);
    expect(await runLine('tm dance', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
    expect(stamps).toEqual([]);
  });

  it('says it could not stamp in, with the server’s reason', async () => {
    const { context } = setUp({ failWrites: true });
    expect(await runLine('tm in Work -s Ordna', context)).toEqual([
      { text: 'Could not stamp in', tone: 'error' },
      { text: 'Time group not found.', tone: 'muted' },
    ]);
  });
});

describe('tm out', () => {
  it('ends every running stamp, or those of one time group', async () => {
    const { context, stamps } = setUp();
    await runLine('tm in Work -s Ordna', context);
    await runLine('tm in Home life -s Cooking', context);
    expect(await runLine('tm out home life', context)).toEqual([
      { text: 'Stamped out: Home life / Cooking', tone: 'success' },
    ]);
    expect(stamps.map((stamp) => stamp.ended)).toEqual([false, true]);
    expect(await runLine('tm out', context)).toEqual([{ text: 'Stamped out: Work / Ordna', tone: 'success' }]);
  });

  it('says when nothing runs, or the group does not exist', async () => {
    const { context } = setUp();
    expect(await runLine('tm out', context)).toEqual([{ text: 'No active stamp', tone: 'error' }]);
    expect(await runLine('tm out Play', context)).toEqual([{ text: 'Time group not found', tone: 'error' }]);
  });

  it('says it could not stamp out', async () => {
    const { context, stamps } = setUp({ failWrites: true });
    stamps.push({ _id: 'x', name: 'Ordna', timeGroupId: 'g1', ended: false });
    expect((await runLine('tm out', context))[0]).toEqual({ text: 'Could not stamp out', tone: 'error' });
  });
});

describe('tm groups', () => {
  it('lists time groups (also with -t), and sub groups with -s, of one group or all', async () => {
    const { context } = setUp();
    const texts = async (line: string) => (await runLine(line, context)).map((each) => each.text);
    expect(await texts('tm groups')).toEqual(['Work', 'Home life']);
    expect(await texts('tm groups -t')).toEqual(['Work', 'Home life']);
    expect(await texts('tm groups -s')).toEqual(['Work / Ordna', 'Work / Mail', 'Home life / Cooking']);
    expect(await texts('tm groups -s work')).toEqual(['Ordna', 'Mail']);
    expect(await texts('tm groups -s Play')).toEqual(['Time group not found']);
  });

  it('needs a signed-in person', async () => {
    const { context } = commandContext({ commands: timeCommands, signedIn: false });
    expect(await runLine('tm groups', context)).toEqual([{ text: 'Not logged in.', tone: 'error' }]);
  });
});

describe('completing tm', () => {
  it('completes time groups, and after -s the sub groups of the time group typed', async () => {
    const { context } = setUp();
    expect(await completeLine('tm in ho', context)).toEqual({ line: 'tm in Home life ', options: [] });
    expect(await completeLine('tm in Work -s ', context)).toEqual({
      line: 'tm in Work -s ',
      options: ['Ordna', 'Mail'],
    });
    expect(await completeLine('tm in Work -s m', context)).toEqual({ line: 'tm in Work -s Mail ', options: [] });
    expect(await completeLine('tm out w', context)).toEqual({ line: 'tm out Work ', options: [] });
    expect(await completeLine('tm groups -s h', context)).toEqual({ line: 'tm groups -s Home life ', options: [] });
  });
});
