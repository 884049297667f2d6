import { describeListKeys, okAnswer as ok } from '../../test/list-keys.test-kit';
import StorageGroupsPage from './StorageGroupsPage';

/** The storage groups from the keyboard. */
describeListKeys([
  {
    list: 'storage groups',
    path: '/storage-groups',
    page: <StorageGroupsPage />,
    answers: {
      'GET /api/storage-group': ok([{ _id: 'g-1', name: 'Freezer', itemCount: 3 }]),
      'GET /api/storage-item': ok([]),
      'DELETE /api/storage-group': ok(null),
    },
    name: 'Freezer',
    opens: '/storage-group/g-1',
    dialog: 'Delete “Freezer”?',
    confirm: 'Delete group',
    deletes: '/api/storage-group?storageGroupId=g-1',
    addTitle: 'New storage group',
  },
]);
