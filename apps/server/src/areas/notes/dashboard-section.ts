import {
  DASHBOARD_NOTE_LINES_MAX,
  DASHBOARD_NOTES_MAX,
  DASHBOARD_QUESTION_COLLECTIONS_MAX,
  type NotesDashboardSection,
  type QuestionsDashboardSection,
} from '@ordna/contract/notes/dashboard';
import type { Db } from '../../db/database';
import type { DashboardRange, DashboardSectionSource } from '../dashboard/public';
import { listVisibleCollections } from './notes-collections.store';
import { answerDatesIn, notesOnDates, notesPerDate } from './notes.store';

/**
 * Notes on the dashboard: the notes whose effective date lies in the span (with their first
 * lines), and how many were written per day for the heat map.
 */
export const notesDashboardSection: DashboardSectionSource<NotesDashboardSection> = {
  id: 'notes',
  async load(db: Db, range: DashboardRange) {
    const [rows, collections] = await Promise.all([
      notesOnDates(db, range.personId, range.from, range.to, DASHBOARD_NOTES_MAX + 1),
      listVisibleCollections(db, range.personId),
    ]);
    const nameOf = new Map(collections.map((collection) => [collection.id, collection.name]));
    return {
      notes: rows.slice(0, DASHBOARD_NOTES_MAX).map((row) => ({
        _id: row.id,
        name: row.name,
        effectiveDate: row.effectiveDate,
        notesCollectionId: row.notesCollectionId,
        collectionName: nameOf.get(row.notesCollectionId) ?? '',
        firstLines: row.body.split('\n').slice(0, 3).join('\n').slice(0, DASHBOARD_NOTE_LINES_MAX),
      })),
      more: rows.length > DASHBOARD_NOTES_MAX,
    };
  },
  writtenPerDay: (db, range) => notesPerDate(db, range.personId, range.from, range.to),
};

/** Every collection with questions, and which days of the span are answered (with the note). */
export const questionsDashboardSection: DashboardSectionSource<QuestionsDashboardSection> = {
  id: 'questions',
  async load(db: Db, range: DashboardRange) {
    const withQuestions = (await listVisibleCollections(db, range.personId))
      .filter((collection) => collection.questions.length > 0)
      .slice(0, DASHBOARD_QUESTION_COLLECTIONS_MAX);
    const answered = await answerDatesIn(
      db,
      withQuestions.map((collection) => ({ ownerId: collection.userId, notesCollectionId: collection.id })),
      range.from,
      range.to,
    );
    return {
      collections: withQuestions.map((collection) => ({
        _id: collection.id,
        name: collection.name,
        questions: collection.questions,
        canAnswer: collection.role !== 'viewer',
        answered: answered
          .filter((row) => row.notesCollectionId === collection.id)
          .map((row) => ({ date: row.answersFor, noteId: row.id })),
      })),
    };
  },
};
