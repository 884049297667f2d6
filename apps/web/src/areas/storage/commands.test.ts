import { describe, expect, it } from 'vitest';
import type { StorageFoundItem } from '@ordna/contract/storage';
import type { CommandApi } from '../../shared/area';
import { commandContext } from '../../test/command-context.test-kit';
import { runLine } from '../console/public';
import storageCommands from './commands';

const rice: StorageFoundItem = {
  _id: 'r',
  storageGroupId: 'g',
  storageGroupName: 'Pantry',
  name: 'Basmati rice',
  quantity: 1.5,
  unit: 'kg',
  bestBefore: '2027-01-31',
  note: '',
  updatedAt: 0,
};

function storageApi(): { api: CommandApi; asked: unknown[] } {
  const asked: unknown[] = [];
  const api: CommandApi = {
    get: async <T>(_path: string, params?: Record<string, unknown>) => {
      asked.push(params);
      return (String(params?.query).includes('rice') ? [rice] : []) as T;
    },
    post: async () => {
      throw new Error('unexpected POST');
    },
    put: async () => {
      throw new Error('unexpected PUT');
    },
    signOut: async () => {},
  };
  return { api, asked };
}

describe('st find', () => {
  it('lists the items whose name has the words, with amount, group and best-before', async () => {
    const { api, asked } = storageApi();
    const { context } = commandContext({ commands: storageCommands, api });
    expect(await runLine('st find basmati rice', context)).toEqual([
      { text: 'Basmati rice — 1 ½ kg (Pantry) best before 2027-01-31' },
    ]);
    expect(asked).toEqual([{ query: 'basmati rice' }]);
    expect(await runLine('st find caviar', context)).toEqual([
      { text: 'Nothing in storage by that name.', tone: 'muted' },
    ]);
    expect(await runLine('st find', context)).toEqual([{ text: 'Say what to find, e.g. st find rice', tone: 'error' }]);
  });
});
