import { expect } from 'vitest';
import type { Client, WriteCase } from './concurrency.test-kit';

/**
 * Routes that replace a thing's set of links (a note's contexts, a group's tags) by deleting and
 * inserting: two at once leave one call's set, never a mix or a clash (docs/architecture.md,
 * "Concurrent writes").
 */

const idOf = async (client: Client, url: string, payload: object) =>
  (await client.post<{ _id: string }>(url, payload)).data._id;

/** The i-th call's set: the sets differ from call to call. */
const setOf = (ids: string[], i: number) => (i % 3 === 0 ? ids : i % 3 === 1 ? ids.slice(0, 1) : ids.slice(1));

const sortedSets = (ids: string[], n: number) =>
  Array.from({ length: n }, (_, i) => JSON.stringify([...setOf(ids, i)].sort()));

export const tagsCases: Record<string, WriteCase> = {
  'PUT /api/note': {
    invariant: 'contexts set at once leave one call’s set',
    setUp: async (client) => {
      const notesCollectionId = await idOf(client, '/notes-collection', { name: 'Journal' });
      const noteId = await idOf(client, '/note', { notesCollectionId, name: 'Monday', effectiveDate: '2026-11-16' });
      const contextIds = [
        await idOf(client, '/note-context', { name: 'home' }),
        await idOf(client, '/note-context', { name: 'work' }),
      ];
      return {
        call: (i) => ({ method: 'PUT', url: '/note', payload: { noteId, contextIds: setOf(contextIds, i) } }),
        check: async (reader, answers, n) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          const note = (await reader.get<{ contextIds: string[] }>(`/note?noteId=${noteId}`)).data;
          expect(sortedSets(contextIds, n)).toContain(JSON.stringify([...note.contextIds].sort()));
        },
      };
    },
  },

  'PUT /api/time-group': {
    invariant: 'tags set at once leave one call’s set',
    setUp: async (client) => {
      const groupId = await idOf(client, '/time-group', { name: 'Work' });
      const tagIds = [await idOf(client, '/tag', { title: 'paid' }), await idOf(client, '/tag', { title: 'remote' })];
      return {
        call: (i) => ({ method: 'PUT', url: '/time-group', payload: { groupId, tagIds: setOf(tagIds, i) } }),
        check: async (reader, answers, n) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          const group = (await reader.get<{ tags: { _id: string }[] }>(`/time-group?timeGroupId=${groupId}`)).data;
          expect(sortedSets(tagIds, n)).toContain(JSON.stringify(group.tags.map((tag) => tag._id).sort()));
        },
      };
    },
  },

  'PUT /api/sub-group': {
    invariant: 'tags set at once leave one call’s set',
    setUp: async (client) => {
      const timeGroupId = await idOf(client, '/time-group', { name: 'Home' });
      const subGroupId = await idOf(client, '/sub-group', { timeGroupId, name: 'Garden' });
      const tagIds = [
        await idOf(client, '/tag', { title: 'outside' }),
        await idOf(client, '/tag', { title: 'chores' }),
      ];
      return {
        call: (i) => ({ method: 'PUT', url: '/sub-group', payload: { subGroupId, tagIds: setOf(tagIds, i) } }),
        check: async (reader, answers, n) => {
          expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
          const subGroup = (await reader.get<{ tags: { _id: string }[] }>(`/sub-group?subGroupId=${subGroupId}`)).data;
          expect(sortedSets(tagIds, n)).toContain(JSON.stringify(subGroup.tags.map((tag) => tag._id).sort()));
        },
      };
    },
  },
};
