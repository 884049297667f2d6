import { z } from 'zod';
import { sharedByAnswer } from '../sharing/answers';

/** The notes area's answers (docs/adding-an-area.md); instants are epoch ms. */

export const questionAnswer = z.object({ _id: z.string(), text: z.string() });
export type Question = z.infer<typeof questionAnswer>;

/** One answer in a note that answers a collection's questions, with the wording it was given for. */
export const givenAnswer = z.object({ questionId: z.string(), question: z.string(), answer: z.string() });
export type GivenAnswer = z.infer<typeof givenAnswer>;

export const noteAnswer = z.object({
  _id: z.string(),
  notesCollectionId: z.string(),
  name: z.string(),
  /** Markdown; the web renders it without raw HTML. */
  body: z.string(),
  effectiveDate: z.string(),
  createdAt: z.number(),
  displayInList: z.boolean(),
  /** The reader's own contexts this note is in (contexts are personal). */
  contextIds: z.array(z.string()),
  /** Present on a note that answers its collection's questions for its effective date. */
  answers: z.array(givenAnswer).optional(),
});
export type Note = z.infer<typeof noteAnswer>;

/** [start, end) character ranges of a text that match the search words. */
export const highlightRanges = z.array(z.tuple([z.number(), z.number()]));
export type HighlightRanges = z.infer<typeof highlightRanges>;

/** A note in a list: the start of its body (all of it, bounded, when shown in the list). */
export const noteListItemAnswer = noteAnswer.omit({ answers: true }).extend({
  bodyTruncated: z.boolean(),
  /** With a search: where the words are in the name and in the body shown. */
  nameHighlights: highlightRanges.optional(),
  bodyHighlights: highlightRanges.optional(),
});
export type NoteListItem = z.infer<typeof noteListItemAnswer>;

export const notesPageAnswer = z.object({
  notes: z.array(noteListItemAnswer),
  pageNumber: z.number(),
  totalPages: z.number(),
});
export type NotesPage = z.infer<typeof notesPageAnswer>;

export const notesCollectionAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.number(),
  questions: z.array(questionAnswer),
  /** Present when someone else shared the collection with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type NotesCollection = z.infer<typeof notesCollectionAnswer>;

/** A #tag (as first written) and how many notes in the scope asked for carry it. */
export const noteTagCountAnswer = z.object({ tag: z.string(), count: z.number() });
export type NoteTagCount = z.infer<typeof noteTagCountAnswer>;

export const noteContextAnswer = z.object({ _id: z.string(), name: z.string(), noteCount: z.number() });
export type NoteContext = z.infer<typeof noteContextAnswer>;

/** GET /note-answers: a collection's questions and the note that answers them on a date, if any. */
export const noteAnswersAnswer = z.object({
  notesCollectionId: z.string(),
  date: z.string(),
  questions: z.array(questionAnswer),
  note: noteAnswer.nullable(),
});
export type NoteAnswers = z.infer<typeof noteAnswersAnswer>;
