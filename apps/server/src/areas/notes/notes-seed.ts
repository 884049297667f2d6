import type { Db, Dialect } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/ids';
import { indexUnindexed } from './note-search.store';
import { recountNotesOwned } from './notes-owners.store';

/**
 * Bulk notes for benchmarks: collections with notes spread over the years before `today`, each a
 * few dozen words drawn from a fixed vocabulary of made-up words (seeded, so the same seed makes
 * the same notes), inserted in chunks, then indexed for search in one pass. Words are lower case,
 * as the search store keeps them.
 */

export interface NotesSeedOptions {
  collections: number;
  notes: number;
  wordsPerNote: number;
  /** YYYY-MM-DD of the newest effective date; notes go back one day per `notesPerDay`. */
  today: string;
  notesPerDay: number;
  seed?: number;
}

const LETTERS = 'abcdefghijklmnoprstuvyåäö';
const VOCABULARY = 5_000;

/** A fixed vocabulary of made-up words of 4 to 9 letters, å, ä and ö among them (the same every run). */
export function seedVocabulary(): string[] {
  const next = random(2026);
  const words = new Set<string>();
  while (words.size < VOCABULARY) {
    const length = 4 + Math.floor(next() * 6);
    words.add(Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]).join(''));
  }
  return [...words];
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function dateBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const CHUNK = 500;

export async function seedNotes(
  db: Db,
  dialect: Dialect,
  userId: string,
  options: NotesSeedOptions,
): Promise<{ collectionIds: string[] }> {
  const next = random(options.seed ?? 1);
  const words = seedVocabulary();
  const collectionIds = Array.from({ length: options.collections }, () => newId());
  await db
    .insertInto('notesCollections')
    .values(
      collectionIds.map((id, i) => ({
        id,
        userId,
        name: `Collection ${i + 1}`,
        nameKey: `collection ${i + 1}`,
        questions: '[]',
        createdAt: Date.now(),
      })),
    )
    .execute();
  for (let start = 0; start < options.notes; start += 20 * CHUNK) {
    await inTransaction(db, async (tx) => {
      for (let at = start; at < Math.min(options.notes, start + 20 * CHUNK); at += CHUNK) {
        const rows = Array.from({ length: Math.min(CHUNK, options.notes - at) }, (_, k) => {
          const n = at + k;
          const text = Array.from({ length: options.wordsPerNote }, () => words[Math.floor(next() * words.length)]!);
          return {
            id: newId(),
            userId,
            notesCollectionId: collectionIds[n % collectionIds.length]!,
            name: text.slice(0, 4).join(' '),
            body: text.join(' '),
            effectiveDate: dateBefore(options.today, Math.floor(n / options.notesPerDay)),
            displayInList: 0,
            answersFor: null,
            answers: null,
            searchKey: null,
            createdAt: Date.now() - n,
          };
        });
        await tx.insertInto('notes').values(rows).execute();
      }
    });
  }
  await inTransaction(db, async (tx) => {
    await recountNotesOwned(tx, dialect, userId);
    await indexUnindexed(tx, dialect, userId);
  });
  return { collectionIds };
}
