import { describe, expect, it } from 'vitest';
import type { CommandApi } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import drinksCommands from './commands';

function drinksApi(collections: unknown[]): CommandApi {
  return {
    get: async <T>(path: string) => {
      if (path === '/drink-collection') return collections as T;
      throw new Error(`unexpected GET ${path}`);
    },
    post: () => Promise.reject(new Error('no writes')),
    put: () => Promise.reject(new Error('no writes')),
    signOut: () => Promise.resolve(),
  };
}

describe('dr', () => {
  it('lists the collections with their drinks counted and which are public', async () => {
    const api = drinksApi([
      { _id: 'c1', name: 'Home bar', drinkCount: 3, publicId: 'p', onlyInStock: false, displayName: '' },
      { _id: 'c2', name: 'Ideas', drinkCount: 1, publicId: null, onlyInStock: false, displayName: '' },
    ]);
    const { context } = commandContext({ commands: drinksCommands, api });
    expect(await runLine('dr list', context)).toEqual([
      { text: 'Home bar — 3 drinks — public' },
      { text: 'Ideas — 1 drink' },
    ]);
  });

  it('says when there is nothing, and refuses what it does not know', async () => {
    const { context } = commandContext({ commands: drinksCommands, api: drinksApi([]) });
    expect(await runLine('dr list', context)).toEqual([{ text: 'No drink collections yet.', tone: 'muted' }]);
    expect(await runLine('dr mix', context)).toEqual([{ text: 'No matching command found', tone: 'error' }]);
  });
});
