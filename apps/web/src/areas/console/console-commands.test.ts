import { describe, expect, it } from 'vitest';
import type { AreaCommand } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import consoleCommands from './console-commands';
import { completeLine } from './complete-line';
import { findRoute, namedRoutes } from './named-routes';
import { runLine } from './run-line';

const routes = [
  { path: '/', title: 'Home' },
  { path: '/time-groups', title: 'Time groups' },
  { path: '/time-tracker', title: 'Time tracker' },
  { path: '/settings', title: 'Settings' },
];

const needsLogin: AreaCommand = {
  name: 'tm',
  subcommands: ['in', 'out', 'groups'],
  flags: ['s', 't'],
  helpKeys: ['time.commands.help.in'],
  needsLogin: true,
  complete: async ({ flag, words }) =>
    flag === 's' ? ['Ordna', 'Ordinary'] : words.length ? ['My Work', 'Music'] : [],
  run: async () => [{ text: 'ran' }],
};

const setUp = (signedIn = true) => commandContext({ commands: [...consoleCommands, needsLogin], routes, signedIn });

const texts = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('running a line', () => {
  it('answers an unknown command and a blank line', async () => {
    const { context } = setUp();
    expect(await runLine('nope', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
    expect(await runLine('  ', context)).toEqual([]);
  });

  it('answers "Not logged in." for a command that needs a person when nobody is signed in', async () => {
    const { context } = setUp(false);
    expect(await runLine('tm in Work -s Ordna', context)).toEqual([{ text: 'Not logged in.', tone: 'error' }]);
    expect(texts(await runLine('help', context)).length).toBeGreaterThan(0);
  });

  it('prints the reason when a command fails unexpectedly', async () => {
    const failing: AreaCommand = { ...needsLogin, name: 'boom', run: () => Promise.reject(new Error('x')) };
    const { context } = commandContext({ commands: [failing] });
    expect(await runLine('boom', context)).toEqual([
      { text: 'Something went wrong. Please try again.', tone: 'error' },
    ]);
  });
});

describe('help and clear', () => {
  it('lists every command with a line each, the areas’ own included', async () => {
    const { context } = setUp();
    const lines = texts(await runLine('help', context));
    expect(lines).toEqual([
      'help — list every command',
      'clear — empty the console',
      'go <page name> — open a page by its name',
      'tm in <time group> -s <sub group> — start a stamp now',
    ]);
  });

  it('clear empties the output', async () => {
    const { context, cleared } = setUp();
    expect(await runLine('clear', context)).toEqual([]);
    expect(cleared).toHaveLength(1);
  });
});

describe('go', () => {
  it('opens a page by its title, forgiving case and left-out letters, or by its path', async () => {
    const { context, opened } = setUp();
    expect(await runLine('go time groups', context)).toEqual([{ text: 'Opening Time groups', tone: 'success' }]);
    await runLine('go TIME TRACK', context);
    await runLine('go sttngs', context);
    await runLine('go /time-groups', context);
    expect(opened).toEqual(['/time-groups', '/time-tracker', '/settings', '/time-groups']);
  });

  it('needs a name and says when no page fits', async () => {
    const { context, opened } = setUp(false);
    expect(await runLine('go', context)).toEqual([{ text: 'Route name required', tone: 'error' }]);
    expect(await runLine('go qqqq', context)).toEqual([{ text: 'Could not find route', tone: 'error' }]);
    expect(opened).toEqual([]);
  });

  it('names every page without a parameter once, by title, an optional last part dropped', () => {
    const page = () => Promise.resolve({ default: () => null });
    const named = namedRoutes(
      [
        { path: '/time-groups', access: 'auth', titleKey: 'Time groups', page },
        { path: '/time-groups/list', access: 'auth', titleKey: 'Time groups', page },
        { path: '/time-group/:groupId', access: 'auth', titleKey: 'Time group', page },
        { path: '/cli/:command?', access: 'none', titleKey: 'Console', page },
      ],
      (key) => key,
    );
    expect(named).toEqual([
      { path: '/time-groups', title: 'Time groups' },
      { path: '/cli', title: 'Console' },
    ]);
    expect(findRoute('console', named)?.path).toBe('/cli');
  });
});

describe('completion', () => {
  it('completes command names, subcommands and flags', async () => {
    const { context } = setUp();
    expect(await completeLine('he', context)).toEqual({ line: 'help ', options: [] });
    expect(await completeLine('tm o', context)).toEqual({ line: 'tm out ', options: [] });
    expect(await completeLine('tm ', context)).toEqual({ line: 'tm ', options: ['in', 'out', 'groups'] });
    expect(await completeLine('tm in Work -', context)).toEqual({ line: 'tm in Work -', options: ['-s', '-t'] });
    expect(await completeLine('nope x', context)).toEqual({ line: 'nope x', options: [] });
  });

  it('completes a name of several words, and a flag’s value, as far as the fitting names agree', async () => {
    const { context } = setUp();
    expect(await completeLine('tm in my', context)).toEqual({ line: 'tm in My Work ', options: [] });
    expect(await completeLine('tm in My Work -s Or', context)).toEqual({
      line: 'tm in My Work -s Ord',
      options: ['Ordna', 'Ordinary'],
    });
    expect(await completeLine('tm in My Work -s ordn', context)).toEqual({
      line: 'tm in My Work -s Ordna ',
      options: [],
    });
  });

  it('completes page names for go', async () => {
    const { context } = setUp();
    expect(await completeLine('go time g', context)).toEqual({ line: 'go Time groups ', options: [] });
    expect((await completeLine('go ti', context)).options).toEqual(['Time groups', 'Time tracker']);
  });
});
