import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import type { ShareKind } from '@ordna/contract/sharing';
import { body, signUp } from '../testing/test-app.test-kit';
import { createRouteWalkApp, fieldNames, routeName, type RegisteredRoute } from '../testing/routes.test-kit';
import {
  annsView,
  attempts,
  call,
  isIdField,
  makeEverything,
  SECRET,
  type Fixtures,
} from '../testing/everything.test-kit';

/**
 * Every route goes through the sharing policy (docs/architecture.md, "Sharing"). Each id field is
 * declared here as the id of something inside a shareable kind of thing, or as private. For each
 * registered route and each shareable id it takes, Ann makes fresh things and shares them with Vic
 * (viewer) and Ed (editor): a stranger gets 404, Vic reads (200) but every change answers 400
 * and changes nothing, Ed reads and changes. A new id field that is declared nowhere fails the
 * suite, and so does a shareable one whose routes do not ask the policy.
 */

const SHARING: Record<string, ShareKind | 'private'> = {
  timeGroupId: 'timeGroup',
  groupId: 'timeGroup',
  timeGroupIds: 'timeGroup',
  subGroupId: 'timeGroup',
  newSubGroupId: 'timeGroup',
  subGroupIds: 'timeGroup',
  timeStampId: 'timeGroup',
  counterGroupId: 'counterGroup',
  counterId: 'counterGroup',
  notesCollectionId: 'notesCollection',
  noteId: 'notesCollection',
  // Contexts are personal: each person files what they can read in their own.
  contextId: 'private',
  contextIds: 'private',
  collectionId: 'recipeCollection',
  recipeId: 'recipeCollection',
  storageGroupId: 'storageGroup',
  storageItemId: 'storageGroup',
  foodItemId: 'storageGroup',
  listId: 'shoppingList',
  shoppingItemId: 'shoppingList',
  drinkCollectionId: 'drinkCollection',
  drinkId: 'drinkCollection',
  // A person's own: their account, devices, tags, automation, and the shares themselves.
  id: 'private',
  // A picture is served by the signed address its recipe or drink answer hands out (images area),
  // never by its id alone: the second-person walk and images.test.ts check a stranger gets 404.
  imageId: 'private',
  tagId: 'private',
  tagIds: 'private',
  ruleId: 'private',
  tokenId: 'private',
  heartbeatId: 'private',
  deviceId: 'private',
  shareId: 'private',
  // The vault is never shared: only its owner, with both tokens, reaches it.
  passwordGroupId: 'private',
  passwordId: 'private',
};

/**
 * Writes that only read the shared thing and change the caller's own things (a shared recipe's
 * ingredients onto the caller's shopping list, or out of the caller's storage): a viewer may.
 */
const READS_SHARED = new Set([
  'POST /api/recipe/shopping-list',
  'POST /api/recipe/shopping-list/preview',
  'POST /api/recipe/cook',
]);

const t = await createRouteWalkApp({ accessTokenTtlMs: 24 * 60 * 60 * 1000 });
afterAll(() => t.close());

const idFields = (route: RegisteredRoute) => [
  ...new Set([route.querystring, route.body, route.params].flatMap(fieldNames).filter(isIdField)),
];

describe('a thing shared with a viewer and an editor', () => {
  it('declares every id field shared or private', () => {
    for (const route of t.routes) {
      for (const field of idFields(route)) {
        expect(
          SHARING[field],
          `declare in SHARING whether ${routeName(route)} (${field}) is shared or private`,
        ).toBeDefined();
      }
    }
  });

  // A round of fresh things for every route and shared id: it grows with the areas, so it gets
  // minutes (74 s alone on PostgreSQL; past 240 s beside three other heavy files on 2 cores).
  it(
    'answers a stranger 404, lets the viewer read but not change, and the editor read and change',
    { timeout: 600_000 },
    async () => {
      const [bob, vic, ed] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
      let ann = await signUp(t.app);
      // Each caller's own private things go with Ann's shared ids, as a real call of theirs would.
      const own = new Map<User, Fixtures>();
      for (const who of [bob, vic, ed]) {
        const all = await makeEverything(t.app, who, 'mine');
        // Except tags: a shared group's tags are its owner's, and an editor sends the ones it shows.
        const mine = Object.entries(all).filter(([name]) => SHARING[name] === 'private' && !name.startsWith('tag'));
        own.set(who, Object.fromEntries(mine));
      }
      let round = 0;
      let checked = 0;
      for (const route of t.routes) {
        for (const field of idFields(route).filter((name) => SHARING[name] !== 'private')) {
          // A fresh Ann now and then: each round makes one of everything, and some things are capped per person.
          if (++round % 20 === 0) ann = await signUp(t.app);
          const anns = await makeEverything(t.app, ann, `${SECRET}${round}`, [vic, ed]);
          // The other fields filled, the other shared ids Ann's, the private ones the caller's.
          const attemptOf = (who: User) => attempts(route, field, anns, { ...anns, ...own.get(who) })[2]!;
          const as = (who: User) => call(t.app, who, route.method, attemptOf(who).url, attemptOf(who).payload);
          const what = (who: User, answer: LightMyRequestResponse) => {
            const { url, payload } = attemptOf(who);
            const code = answer.statusCode >= 400 ? body(answer).code : '';
            return `${who.username}: ${routeName(route)} ${url} ${JSON.stringify(payload ?? '')} → ${answer.statusCode} ${code}`;
          };

          const stranger = await as(bob);
          expect(stranger.statusCode, what(bob, stranger)).toBe(404);

          const before = await annsView(t.app, ann, anns);
          const viewer = await as(vic);
          if (route.method === 'GET' || READS_SHARED.has(`${route.method} ${route.url}`)) {
            expect(viewer.statusCode, what(vic, viewer)).toBe(200);
          } else {
            expect([viewer.statusCode, body(viewer).code], what(vic, viewer)).toEqual([
              400,
              'sharing.viewerCannotChange',
            ]);
            expect(await annsView(t.app, ann, anns), `${what(vic, viewer)} changed Ann’s data`).toBe(before);
          }

          const editor = await as(ed);
          // Deleting the shared thing itself, or pointing one's own automation at it, is its owner's.
          const ownerOnly = editor.statusCode === 400 && body(editor).code === 'sharing.ownerOnly';
          expect(editor.statusCode < 300 || ownerOnly, what(ed, editor)).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(15);
    },
  );
});
