import { z } from 'zod';
import { cutListAnswerOf } from '../kernel/common';
import { questionAnswer } from './answers';

/**
 * The notes area's dashboard sections (docs/adding-an-area.md, "Dashboard section"): the notes
 * whose effective date is in the span, and every collection with questions, answered or waiting.
 * Both cover the person's own collections and those shared with them.
 */

export const DASHBOARD_NOTES_MAX = 100;
/** Characters of a note's body the dashboard shows: its first lines. */
export const DASHBOARD_NOTE_LINES_MAX = 300;
export const DASHBOARD_QUESTION_COLLECTIONS_MAX = 50;

const dashboardNote = z.object({
  _id: z.string(),
  name: z.string(),
  effectiveDate: z.string(),
  notesCollectionId: z.string(),
  collectionName: z.string(),
  firstLines: z.string(),
});

export const notesDashboardSection = cutListAnswerOf('notes', dashboardNote, DASHBOARD_NOTES_MAX);
export type NotesDashboardSection = z.infer<typeof notesDashboardSection>;

export const questionsDashboardSection = z.object({
  collections: z
    .array(
      z.object({
        _id: z.string(),
        name: z.string(),
        questions: z.array(questionAnswer),
        /** Whether the person may answer (own, or shared as editor). */
        canAnswer: z.boolean(),
        /** The dates of the span that have answers, with the answering note's id. */
        answered: z.array(z.object({ date: z.string(), noteId: z.string() })).max(31),
      }),
    )
    .max(DASHBOARD_QUESTION_COLLECTIONS_MAX),
});
export type QuestionsDashboardSection = z.infer<typeof questionsDashboardSection>;
