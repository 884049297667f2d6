import {
  DASHBOARD_NOTE_LINES_MAX,
  DASHBOARD_NOTES_MAX,
  DASHBOARD_QUESTION_COLLECTIONS_MAX,
  type NotesDashboardSection,
  type QuestionsDashboardSection,
} from '@ordna/contract/notes/dashboard';
import type { Question } from '@ordna/contract/notes';
import type { ShareRole } from '@ordna/contract/sharing';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { visibleCollectionsQuery } from './notes-collections.store';
import { answersRead, notesOnDatesRead, notesPerDateRead } from './notes-dashboard.store';

interface CollectionRow {
  id: string;
  name: string;
  userId: string;
  // Kept as JSON text in both databases.
  questions: string | Question[];
  role: ShareRole | null;
}

interface NotesRows extends Record<string, object> {
  notes: { id: string; name: string; body: string; effectiveDate: string; notesCollectionId: string };
  perDate: { effectiveDate: string; count: number };
  collections: CollectionRow;
}

interface QuestionsRows extends Record<string, object> {
  collections: CollectionRow;
  answers: { id: string; notesCollectionId: string; answersFor: string | null; userId: string };
}

const questionsOf = (row: CollectionRow): Question[] =>
  typeof row.questions === 'string' ? (JSON.parse(row.questions) as Question[]) : row.questions;

/**
 * Notes on the dashboard: the notes whose effective date lies in the span (with their first
 * lines), and how many were written per day for the heat map.
 */
export const notesDashboardSection: DashboardSectionSource<NotesDashboardSection, NotesRows> = {
  id: 'notes',
  reads: (db: Db, range: DashboardRange) => ({
    // The first lines shown are at most DASHBOARD_NOTE_LINES_MAX characters of the body's start.
    notes: notesOnDatesRead(db, range.personId, range, DASHBOARD_NOTES_MAX + 1, DASHBOARD_NOTE_LINES_MAX),
    perDate: notesPerDateRead(db, range.personId, range.from, range.to),
    collections: visibleCollectionsQuery(db, range.personId),
  }),
  shape(rows) {
    const nameOf = new Map(rows.collections.map((collection) => [collection.id, collection.name]));
    return {
      notes: rows.notes.slice(0, DASHBOARD_NOTES_MAX).map((row) => ({
        _id: row.id,
        name: row.name,
        effectiveDate: row.effectiveDate,
        notesCollectionId: row.notesCollectionId,
        collectionName: nameOf.get(row.notesCollectionId) ?? '',
        firstLines: row.body.split('\n').slice(0, 3).join('\n').slice(0, DASHBOARD_NOTE_LINES_MAX),
      })),
      more: rows.notes.length > DASHBOARD_NOTES_MAX,
    };
  },
  writtenPerDay(rows) {
    const perDate: Record<string, number> = {};
    for (const row of rows.perDate) perDate[row.effectiveDate] = (perDate[row.effectiveDate] ?? 0) + Number(row.count);
    return perDate;
  },
};

/** Every collection with questions, and which days of the span are answered (with the note). */
export const questionsDashboardSection: DashboardSectionSource<QuestionsDashboardSection, QuestionsRows> = {
  id: 'questions',
  reads: (db: Db, range: DashboardRange) => ({
    collections: visibleCollectionsQuery(db, range.personId),
    answers: answersRead(db, range.personId, range.from, range.to),
  }),
  shape(rows) {
    const withQuestions = rows.collections
      .map((collection) => ({ ...collection, questions: questionsOf(collection) }))
      .filter((collection) => collection.questions.length > 0)
      .slice(0, DASHBOARD_QUESTION_COLLECTIONS_MAX);
    return {
      collections: withQuestions.map((collection) => ({
        _id: collection.id,
        name: collection.name,
        questions: collection.questions,
        canAnswer: collection.role !== 'viewer',
        // Only the notes the collection's owner keeps answer its questions.
        answered: rows.answers
          .filter((row) => row.notesCollectionId === collection.id && row.userId === collection.userId)
          .map((row) => ({ date: row.answersFor!, noteId: row.id })),
      })),
    };
  },
};
