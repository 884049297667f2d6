import type { Tag } from '@ordna/contract/time';
import type { Db } from '../../../db/database';
import { PreparedQuery } from '../../../db/prepared-query';
import type { PersonRef } from '../time-scope';

/** Tags `{_id, title}` and their links to time groups and sub groups; everything scoped by person. */

export async function listTags(db: Db, userId: string): Promise<Tag[]> {
  const rows = await db
    .selectFrom('timeTags')
    .select(['id', 'title'])
    .where('userId', '=', userId)
    .orderBy('titleKey')
    .execute();
  return rows.map((row) => ({ _id: row.id, title: row.title }));
}

export function findTag(db: Db, userId: string, tagId: string) {
  return db.selectFrom('timeTags').selectAll().where('userId', '=', userId).where('id', '=', tagId).executeTakeFirst();
}

export async function insertTag(db: Db, userId: string, id: string, title: string): Promise<void> {
  await db.insertInto('timeTags').values({ id, userId, title, titleKey: title.toLowerCase() }).execute();
}

export async function renameTag(db: Db, userId: string, tagId: string, title: string): Promise<void> {
  await db
    .updateTable('timeTags')
    .set({ title, titleKey: title.toLowerCase() })
    .where('userId', '=', userId)
    .where('id', '=', tagId)
    .execute();
}

/** Deletes a tag and removes it from every group and sub group (run it in a transaction). */
export async function deleteTag(tx: Db, userId: string, tagId: string): Promise<void> {
  await tx.deleteFrom('timeGroupTags').where('userId', '=', userId).where('tagId', '=', tagId).execute();
  await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('tagId', '=', tagId).execute();
  await tx.deleteFrom('timeTags').where('userId', '=', userId).where('id', '=', tagId).execute();
}

/** Whether every given tag is the person's (none is missing or another person's). */
export async function ownsTags(db: Db, userId: string, tagIds: string[]): Promise<boolean> {
  const unique = [...new Set(tagIds)];
  if (unique.length === 0) return true;
  const found = await db
    .selectFrom('timeTags')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', unique)
    .execute();
  return found.length === unique.length;
}

/** Replaces a time group's tags. */
export async function setGroupTags(tx: Db, userId: string, timeGroupId: string, tagIds: string[]): Promise<void> {
  // The group's row is written first so two replacements at once take turns ("Concurrent writes").
  await tx
    .updateTable('timeGroups')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('userId', '=', userId)
    .where('id', '=', timeGroupId)
    .execute();
  await tx.deleteFrom('timeGroupTags').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId).execute();
  const rows = [...new Set(tagIds)].map((tagId) => ({ timeGroupId, tagId, userId }));
  if (rows.length > 0) await tx.insertInto('timeGroupTags').values(rows).execute();
}

/** Replaces a sub group's tags. */
export async function setSubGroupTags(tx: Db, userId: string, subGroupId: string, tagIds: string[]): Promise<void> {
  await tx
    .updateTable('subGroups')
    .set((eb) => ({ name: eb.ref('name') }))
    .where('userId', '=', userId)
    .where('id', '=', subGroupId)
    .execute();
  await tx.deleteFrom('subGroupTags').where('userId', '=', userId).where('subGroupId', '=', subGroupId).execute();
  const rows = [...new Set(tagIds)].map((tagId) => ({ subGroupId, tagId, userId }));
  if (rows.length > 0) await tx.insertInto('subGroupTags').values(rows).execute();
}

/** Tags rows (owner id, tag id, title) as each owner's tags. */
export function tagsByOwner(rows: { ownerId: string; id: string; title: string }[]): Map<string, Tag[]> {
  const map = new Map<string, Tag[]>();
  for (const row of rows) {
    const list = map.get(row.ownerId) ?? [];
    list.push({ _id: row.id, title: row.title });
    map.set(row.ownerId, list);
  }
  return map;
}

/** The tags of the person's time groups (or of one), as a select. */
export function groupTagsQuery(db: Db, userId: PersonRef, timeGroupId: string | null) {
  let query = db
    .selectFrom('timeGroupTags')
    .innerJoin('timeTags', 'timeTags.id', 'timeGroupTags.tagId')
    .select(['timeGroupTags.timeGroupId as ownerId', 'timeTags.id', 'timeTags.title'])
    .where('timeGroupTags.userId', '=', userId)
    .orderBy('timeTags.titleKey');
  if (timeGroupId !== null) query = query.where('timeGroupTags.timeGroupId', '=', timeGroupId);
  return query;
}

// Prepared once per shape: every list request reads the groups' tags.
const groupTags = new PreparedQuery((db: Db, [userId, timeGroupId]: readonly string[], key) =>
  groupTagsQuery(db, userId!, key === 'one' ? timeGroupId! : null),
);

/** Tags per time group of the person (optionally one group). */
export async function tagsOfGroups(db: Db, userId: string, timeGroupId?: string): Promise<Map<string, Tag[]>> {
  return tagsByOwner(await groupTags.execute(db, timeGroupId ? 'one' : 'all', [userId, timeGroupId ?? '']));
}

/** Tags per sub group of the person (optionally of one time group). */
export async function tagsOfSubGroups(db: Db, userId: string, timeGroupId?: string): Promise<Map<string, Tag[]>> {
  return tagsByOwner(await subGroupTagsQuery(db, userId, timeGroupId).execute());
}

/** The tags of the person's sub groups (optionally of one time group's), as a select. */
export function subGroupTagsQuery(db: Db, userId: PersonRef, timeGroupId?: string) {
  let query = db
    .selectFrom('subGroupTags')
    .innerJoin('timeTags', 'timeTags.id', 'subGroupTags.tagId')
    .select(['subGroupTags.subGroupId as ownerId', 'timeTags.id', 'timeTags.title'])
    .where('subGroupTags.userId', '=', userId)
    .orderBy('timeTags.titleKey');
  if (timeGroupId) {
    query = query.where('subGroupTags.subGroupId', 'in', (eb) =>
      eb.selectFrom('subGroups').select('id').where('userId', '=', userId).where('timeGroupId', '=', timeGroupId),
    );
  }
  return query;
}
