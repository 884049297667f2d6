import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorageGroup, StorageItem } from '@ordna/contract/storage';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { IntoStorageDialog } from './IntoStorageDialog';

afterEach(endTestSession);

const stored = (storageGroupId: string, name: string): StorageItem => ({
  _id: `${storageGroupId}-${name}`,
  storageGroupId,
  name,
  quantity: 1,
  unit: '',
  bestBefore: null,
  note: '',
  updatedAt: 0,
});
const groups: StorageGroup[] = [
  { _id: 'bar', name: 'Bar', itemCount: 1, items: [stored('bar', 'Gin')] },
  { _id: 'fridge', name: 'Fridge', itemCount: 2, items: [stored('fridge', 'Butter'), stored('fridge', 'Eggs')] },
];

describe('Put into storage', () => {
  it('suggests the group where the checked foods already live, not the first group', async () => {
    signInForTest();
    stubServer({
      'GET /api/storage-group': (request) => {
        const id = new URL(request.url).searchParams.get('storageGroupId');
        const data = id ? groups.find((group) => group._id === id) : groups.map(({ items: _items, ...group }) => group);
        return { status: 200, body: { status: true, data } };
      },
    });
    renderWithProviders(<IntoStorageDialog listId="l1" checked={['butter', 'egg']} opened onClose={() => {}} />);
    await waitFor(() => expect(screen.getByDisplayValue('Fridge')).toBeInTheDocument());
    expect(screen.queryByDisplayValue('Bar')).toBeNull();
  });
});
