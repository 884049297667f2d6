import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User } from '@ordna/contract/auth';
import { as, body, hasExtraToken } from './test-app.test-kit';
import { fieldNames, type RegisteredRoute } from './routes.test-kit';
import { openVault, sealedStandIn } from './vault.test-kit';

/**
 * What the walks over every registered route share (http/second-person.test.ts,
 * http/shared-things.test.ts): one of every kind of thing a person can own, the calls that try
 * another person's id on a route, and what the owner sees of her things.
 */

/** Marks every name Ann gives, so an answer that carries any of her data is easy to spot. */
export const SECRET = 'ann-secret';

export type Fixtures = Record<string, string | string[]>;

export async function call(
  app: FastifyInstance,
  user: User,
  method: RegisteredRoute['method'],
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: as(user),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

export async function created<T extends { _id: string }>(response: LightMyRequestResponse): Promise<string> {
  if (response.statusCode >= 300) throw new Error(`fixture: ${response.statusCode} ${response.body}`);
  return body<T>(response).data._id;
}

/**
 * One of every kind of thing a person can own, made through the API (the vault opened, so their
 * calls carry the extra token); answers the id fields' values. The time group and the counter group are shared with `sharesWith` (a viewer, then an
 * editor when given).
 */
export async function makeEverything(
  app: FastifyInstance,
  user: User,
  label: string,
  sharesWith: [User, User?] | [] = [],
): Promise<Fixtures> {
  const tagId = await created(await call(app, user, 'POST', '/tag', { title: `${label} tag` }));
  const timeGroupId = await created(
    await call(app, user, 'POST', '/time-group', { name: `${label} group`, tagIds: [tagId] }),
  );
  const subGroupId = await created(await call(app, user, 'POST', '/sub-group', { name: `${label} sub`, timeGroupId }));
  const otherSubGroupId = await created(
    await call(app, user, 'POST', '/sub-group', { name: `${label} other`, timeGroupId }),
  );
  const timeStampId = await created(
    await call(app, user, 'POST', '/time-stamp', {
      timeGroupId,
      name: `${label} sub`,
      startTime: '2026-11-18T08:00:00Z',
      endTime: '2026-11-18T09:00:00Z',
    }),
  );
  const ruleId = await created(
    await call(app, user, 'POST', '/url-rule', {
      pattern: `${label.replace(/\W/g, '')}.example`,
      matchOn: 'host',
      timeGroupId,
      subGroupName: `${label} rule`,
    }),
  );
  const tokenAnswer = await call(app, user, 'POST', '/integration-token', { name: `${label} token` });
  const tokenId = await created(tokenAnswer);
  const token = body<{ token: string }>(tokenAnswer).data.token;
  await app.inject({
    method: 'POST',
    url: '/api/heartbeat',
    headers: { authorization: `Bearer ${token}` },
    payload: { url: `https://unmatched-${label.replace(/\W/g, '')}.example/page`, title: `${label} page` },
  });
  const hosts = body<{ heartbeatId: string }[]>(await call(app, user, 'GET', '/heartbeat?unmatched=true')).data;
  const devices = body<{ _id: string }[]>(await call(app, user, 'GET', '/auth/devices')).data;
  await call(app, user, 'PUT', '/auth/devices', { deviceId: devices[0]!._id, name: `${label} device` });
  const counterGroupId = await created(await call(app, user, 'POST', '/counter-group', { name: `${label} counters` }));
  const counterId = await created(
    await call(app, user, 'POST', '/counter', { counterGroupId, name: `${label} counter`, step: 1 }),
  );
  // Opened once per person: each opening costs an argon2 check, and the walks make many rounds.
  if (!hasExtraToken(user)) await openVault(app, user);
  const passwordGroupId = await created(await call(app, user, 'POST', '/password-group', { data: sealedStandIn() }));
  const passwordId = await created(
    await call(app, user, 'POST', '/password', { passwordGroupId, data: sealedStandIn() }),
  );
  const notesCollectionId = await created(
    await call(app, user, 'POST', '/notes-collection', { name: `${label} notes`, questions: [`${label} question?`] }),
  );
  const contextId = await created(await call(app, user, 'POST', '/note-context', { name: `${label} context` }));
  const noteId = await created(
    await call(app, user, 'POST', '/note', {
      notesCollectionId,
      name: `${label} note`,
      // A #tag named by the label: another person's tag lists and filters must never show it.
      body: `${label} body #${label}`,
      effectiveDate: '2026-11-18',
      contextIds: [contextId],
    }),
  );
  // A value and a history, so a reset or an undo by someone else would show in the owner's view.
  await call(app, user, 'PUT', '/counter', { counterId, change: 2 });
  const storageGroupId = await created(await call(app, user, 'POST', '/storage-group', { name: `${label} pantry` }));
  const storageItemId = await created(
    await call(app, user, 'POST', '/storage-item', { storageGroupId, name: `${label} rice`, quantity: 1, unit: 'kg' }),
  );
  const listId = await created(await call(app, user, 'POST', '/shopping-list', { name: `${label} list` }));
  const shoppingItems = body<{ items: { _id: string }[] }>(
    await call(app, user, 'POST', '/shopping-item', {
      listId,
      items: [{ name: `${label} milk`, quantity: 1, unit: 'l', foodItemId: storageItemId }, { name: `${label} eggs` }],
    }),
  ).data.items;
  await call(app, user, 'PUT', '/shopping-item', { shoppingItemId: shoppingItems[1]!._id, checked: true });
  const drinkCollectionId = await created(
    await call(app, user, 'POST', '/drink-collection', { name: `${label} drinks` }),
  );
  const drinkId = await created(
    await call(app, user, 'POST', '/drink', { drinkCollectionId, name: `${label} drink`, method: `${label} method` }),
  );
  const collectionId = await created(await call(app, user, 'POST', '/recipe-collection', { name: `${label} recipes` }));
  const recipeId = await created(
    await call(app, user, 'POST', '/recipe', {
      collectionId,
      name: `${label} recipe`,
      ingredients: [{ line: '1 dl milk' }],
    }),
  );
  // A picture of the recipe: its id, behind the signed address the answer gives (images area).
  const pictured = await call(app, user, 'PUT', '/recipe/image', { recipeId, picture: TINY_PNG });
  const imageId = new URL(body<{ image: string }>(pictured).data.image, 'http://x').searchParams.get('imageId')!;
  const [viewer, editor] = sharesWith;
  const shares: string[] = [];
  for (const [person, role] of [
    [viewer, 'viewer'],
    [editor, 'editor'],
  ] as const) {
    if (!person) continue;
    for (const [kind, id] of [
      ['timeGroup', timeGroupId],
      ['counterGroup', counterGroupId],
      ['notesCollection', notesCollectionId],
      ['storageGroup', storageGroupId],
      ['shoppingList', listId],
      ['drinkCollection', drinkCollectionId],
      ['recipeCollection', collectionId],
    ]) {
      const share = { kind, id, username: person.username, role };
      shares.push(await created(await call(app, user, 'POST', '/share', share)));
    }
  }
  return {
    id: user._id,
    tagId,
    tagIds: [tagId],
    timeGroupId,
    groupId: timeGroupId,
    timeGroupIds: timeGroupId,
    subGroupId,
    newSubGroupId: otherSubGroupId,
    subGroupIds: subGroupId,
    timeStampId,
    ruleId,
    tokenId,
    heartbeatId: hosts[0]!.heartbeatId,
    deviceId: devices[0]!._id,
    counterGroupId,
    counterId,
    notesCollectionId,
    noteId,
    contextId,
    contextIds: [contextId],
    drinkCollectionId,
    drinkId,
    collectionId,
    recipeId,
    imageId,
    shareId: shares[0]!,
    passwordGroupId,
    passwordId,
    storageGroupId,
    storageItemId,
    foodItemId: storageItemId,
    listId,
    shoppingItemId: shoppingItems[0]!._id,
  };
}

/** A 2×2 PNG, for a recipe's picture. */
const TINY_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWPoAAMGCAUALK4GYSSeFPoAAAAASUVORK5CYII=';

/** Values for the other fields, so a call gets past validation to the id. */
export const FILLER: Record<string, unknown> = {
  until: String(4_000_000_000_000),
  signature: 'bob-signature',
  picture: TINY_PNG,
  date: '2026-11-18',
  from: '2026-11-17',
  to: '2026-11-19',
  pageNumber: '1',
  name: 'bob name',
  title: 'bob title',
  pattern: 'bob-probe.example',
  matchOn: 'host',
  subGroupName: 'bob rule',
  moveSubGroup: true,
  preferences: {},
  change: 1,
  data: sealedStandIn(),
  effectiveDate: '2026-11-18',
  period: 'day',
  line: '1 l bob milk',
  csv: 'name,quantity\nbob thing,1\n',
};

/** A public id is not one: it is meant for anyone who has it (docs/architecture.md, "Public pages"). */
export const isIdField = (name: string) => name !== 'publicId' && (name === 'id' || /Ids?$/.test(name));

/** What Ann sees of her own things; it must read the same after every one of Bob's calls. */
export async function annsView(app: FastifyInstance, ann: User, anns: Fixtures): Promise<string> {
  const urls = [
    `/share?kind=timeGroup&id=${String(anns.timeGroupId)}`,
    `/share?kind=counterGroup&id=${String(anns.counterGroupId)}`,
    '/time-group?shallow=true',
    '/time-group?date=2026-11-18',
    '/sub-group',
    '/time-stamp?from=2026-11-01&to=2026-11-30',
    '/tag',
    '/url-rule',
    '/integration-token',
    '/heartbeat?unmatched=true',
    '/auth/devices',
    '/auth/user',
    '/counter-group',
    '/password-group',
    '/password',
    '/notes-collection',
    `/note?notesCollectionId=${String(anns.notesCollectionId)}`,
    `/note?noteId=${String(anns.noteId)}`,
    `/note?contextId=${String(anns.contextId)}`,
    `/note-answers?notesCollectionId=${String(anns.notesCollectionId)}&date=2026-11-18`,
    '/note-context',
    '/note-tag',
    `/note-tag?notesCollectionId=${String(anns.notesCollectionId)}`,
    `/note?tag=${SECRET}`,
    `/counter-change?counterId=${String(anns.counterId)}`,
    `/share?kind=storageGroup&id=${String(anns.storageGroupId)}`,
    `/share?kind=shoppingList&id=${String(anns.listId)}`,
    '/storage-group',
    `/storage-item?storageGroupId=${String(anns.storageGroupId)}`,
    '/shopping-list',
    `/shopping-list?listId=${String(anns.listId)}`,
    '/drink-collection',
    `/drink-collection?drinkCollectionId=${String(anns.drinkCollectionId)}`,
    `/share?kind=drinkCollection&id=${String(anns.drinkCollectionId)}`,
    `/share?kind=recipeCollection&id=${String(anns.collectionId)}`,
    '/recipe-collection',
    `/recipe?collectionId=${String(anns.collectionId)}`,
    `/recipe?recipeId=${String(anns.recipeId)}`,
  ];
  // All at once, as a page would; a read the server answers "busy, retry" is asked again.
  const answers = await Promise.all(urls.map((url) => readBack(app, ann, url)));
  return answers.join('\n');
}

/** A read of Ann's data, asked again while the server answers "busy, retry" (a loaded machine's pool). */
async function readBack(app: FastifyInstance, ann: User, url: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const response = await call(app, ann, 'GET', url);
    const busy = response.statusCode === 503 && (JSON.parse(response.body) as { retry?: boolean }).retry === true;
    if (!busy || attempt === 20) return response.body;
  }
}

/** The calls that try Ann's value for one id field: alone, with the other fields, with Bob's other ids. */
export function attempts(route: RegisteredRoute, field: string, anns: Fixtures, bobs: Fixtures) {
  const inQuery = new Set(fieldNames(route.querystring));
  const inBody = new Set(fieldNames(route.body));
  const inPath = new Set(fieldNames(route.params));
  const variants = [
    { [field]: anns[field] },
    { ...FILLER, [field]: anns[field] },
    { ...FILLER, ...bobs, [field]: anns[field] },
  ];
  return variants.map((values) => {
    const pick = (names: Set<string>) => Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
    const query = new URLSearchParams(
      Object.entries(pick(inQuery)).map(([name, value]) => [name, [value].flat().join(',')] as [string, string]),
    ).toString();
    const path = route.url
      .replace(/^\/api/, '')
      .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(inPath.has(name) ? values[name] : '')));
    // A DELETE sends its ids in the query, or in a body when it declares one (the vault's).
    const payload = route.method === 'GET' || (route.method === 'DELETE' && !route.body) ? undefined : pick(inBody);
    return { url: `${path}${query ? `?${query}` : ''}`, payload };
  });
}
