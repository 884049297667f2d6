import type { Declaration, NoCase } from './concurrency.test-kit';
import { countersCases } from './counters-cases.test-kit';
import { kitchenCases } from './kitchen-cases.test-kit';
import { shoppingCases } from './shopping-cases.test-kit';
import { tagsCases } from './tags-cases.test-kit';
import { timeCases } from './time-cases.test-kit';

/**
 * Every write route (POST, PUT, PATCH, DELETE) with its concurrency case, or the reason it needs
 * none (docs/architecture.md, "Concurrent writes"); http/concurrent-writes.test.ts fails on a
 * write route missing here. A new write route that reads before it writes gets a case.
 */

/** Adds a new row; nothing it writes depends on rows it read (a clash of names is a unique index's 409). */
const creates: NoCase = {
  none: 'writes a new row; nothing it writes depends on what it read, and a duplicate name loses on a unique index',
};
/** Sets the fields sent, whatever they were: the same call twice leaves the same row. */
const sets: NoCase = { none: 'sets the fields sent: calls at once leave the row as one of them set it (idempotent)' };
const setsPicture: NoCase = {
  none: 'sets the picture in one statement on the unique owner column (insert … on conflict update): calls at once leave exactly one picture, one of theirs',
};
const deletes: NoCase = { none: 'deletes: the call that comes second finds nothing left (idempotent)' };
const comparesAndSets: NoCase = {
  none: 'writes only when the row is still as it was read (compare-and-set), else answers 409; rollups follow in the same transaction (areas/time/stamps/*-multi-instance.test.ts)',
};
const sessions: NoCase = {
  none: 'sign-in and session state, whose races areas/auth/multi-instance.test.ts covers (rotation, reuse, sign-out everywhere)',
};
const intake: NoCase = {
  none: 'heartbeats and device shutdown: their merging and stamp ends are covered by the time area’s multi-instance tests (heartbeats-multi-instance.test.ts, device-shutdown-multi-instance.test.ts)',
};

export const writeDeclarations: Record<string, Declaration> = {
  'DELETE /api/account': {
    none: "locks the person's row first; two deletions at once, on one instance or two, apply once (areas/account/account-deletion.test.ts, account-multi-instance.test.ts)",
  },
  'POST /api/account/import': {
    none: "locks the person's row first, then checks the account is empty, in the transaction that writes the first rows (on PostgreSQL the only one; on SQLite the first batch's): two imports at once apply once, the other answers 409 account.importNotEmpty, on one instance or two (areas/account/account-import.test.ts, account-multi-instance.test.ts)",
  },
  ...countersCases,
  ...kitchenCases,
  ...shoppingCases,
  ...timeCases,
  ...tagsCases,

  'DELETE /api/auth/devices': sessions,
  'DELETE /api/auth/extra-password': sessions,
  'POST /api/auth/2fa': sessions,
  'POST /api/auth/2fa/disable': sessions,
  'POST /api/auth/2fa/enable': sessions,
  'POST /api/auth/2fa/setup': sessions,
  'POST /api/auth/extra-password': sessions,
  'POST /api/auth/extra-password/signout': sessions,
  'POST /api/auth/login': sessions,
  'POST /api/auth/logout': sessions,
  'POST /api/auth/refreshtoken': sessions,
  'POST /api/auth/signup': creates,
  'PUT /api/auth/devices': sets,
  'PUT /api/auth/password': sessions,
  'PUT /api/auth/user/:id': sets,

  'POST /api/counter': creates,
  'PUT /api/counter-group': sets,
  'POST /api/counter-group': creates,
  'DELETE /api/counter': deletes,
  'DELETE /api/counter-group': deletes,

  'POST /api/drink': creates,
  'PUT /api/drink': sets,
  'DELETE /api/drink': deletes,
  'POST /api/drink-collection': creates,
  'PUT /api/drink-collection': sets,
  'DELETE /api/drink-collection': deletes,

  'POST /api/note': creates,
  'DELETE /api/note': deletes,
  'PUT /api/note-answers': sets,
  'POST /api/note-context': creates,
  'PUT /api/note-context': sets,
  'DELETE /api/note-context': deletes,
  'POST /api/notes-collection': creates,
  'PUT /api/notes-collection': sets,
  'DELETE /api/notes-collection': deletes,

  'POST /api/password': creates,
  'PUT /api/password': sets,
  'DELETE /api/password': deletes,
  'POST /api/password-group': creates,
  'PUT /api/password-group': sets,
  'DELETE /api/password-group': deletes,

  'PUT /api/shopping-list/category-order': sets,
  'POST /api/recipe': creates,
  'POST /api/recipe/shopping-list/preview': {
    none: 'writes nothing: a POST only to carry the servings asked, it reads the recipe and storage and answers',
  },
  'DELETE /api/recipe': deletes,
  'PUT /api/recipe/image': setsPicture,
  'DELETE /api/recipe/image': deletes,
  'PUT /api/drink/image': setsPicture,
  'DELETE /api/drink/image': deletes,
  'POST /api/recipe-collection': creates,
  'PUT /api/recipe-collection': sets,
  'DELETE /api/recipe-collection': deletes,

  'POST /api/share': creates,
  'PUT /api/share': sets,
  'DELETE /api/share': deletes,

  'POST /api/shopping-list': creates,
  'PUT /api/shopping-list': sets,
  'DELETE /api/shopping-list': deletes,
  'DELETE /api/shopping-item': deletes,

  'POST /api/storage-group': creates,
  'PUT /api/storage-group': sets,
  'DELETE /api/storage-group': deletes,
  'POST /api/storage-item': creates,
  'DELETE /api/storage-item': deletes,

  'POST /api/device-shutdown': intake,
  'POST /api/heartbeat': intake,
  'DELETE /api/heartbeat': deletes,
  'POST /api/integration-token': creates,
  'DELETE /api/integration-token': deletes,
  'POST /api/url-rule': creates,
  'PUT /api/url-rule': sets,
  'DELETE /api/url-rule': deletes,
  'POST /api/sub-group': creates,
  'DELETE /api/sub-group': deletes,
  'POST /api/tag': creates,
  'PUT /api/tag': sets,
  'DELETE /api/tag': deletes,
  'POST /api/time-group': creates,
  'DELETE /api/time-group': deletes,
  'PUT /api/time-stamp': comparesAndSets,
  'DELETE /api/time-stamp': comparesAndSets,
};
