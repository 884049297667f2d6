import { z } from 'zod';
import { namedContainerSchemas } from '../kernel/named-container';
import { refusalMessage, type CodedMessage } from '../kernel/refusals';
import { booleanQuery, dateSchema, idSchema, pageNumberSchema, requiredId } from '../kernel/common';
import {
  ANSWER_MAX,
  CONTEXTS_PER_NOTE_MAX,
  NOTE_BODY_MAX,
  NOTE_CONTEXT_NAME_MAX,
  NOTE_DATE_RANGE_MAX_DAYS,
  NOTE_NAME_MAX,
  NOTE_SEARCH_MAX,
  NOTE_TAG_MAX,
  NOTES_COLLECTION_NAME_MAX,
  QUESTION_MAX,
  QUESTIONS_MAX,
} from './limits';
import { notesRefusals } from './refusals';
import { daysBetween, isValidDate } from '../kernel/periods';
import { isTag, keyOfTag } from './hashtags';

/**
 * The notes area's API (docs/adding-an-area.md): notes collections (with the questions a day's
 * answers are written to), notes with a Markdown body and an effective date, and contexts, the
 * person's own threads that cut across collections.
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

function text(required: CodedMessage, max: number, tooLong: CodedMessage) {
  return z.string(required).trim().min(1, required).max(max, tooLong);
}
const noteName = text(
  refusalMessage(notesRefusals.noteNameRequired),
  NOTE_NAME_MAX,
  refusalMessage(notesRefusals.noteNameTooLong),
);
const collectionName = text(
  refusalMessage(notesRefusals.collectionNameRequired),
  NOTES_COLLECTION_NAME_MAX,
  refusalMessage(notesRefusals.collectionNameTooLong),
);
const contextName = text(
  refusalMessage(notesRefusals.contextNameRequired),
  NOTE_CONTEXT_NAME_MAX,
  refusalMessage(notesRefusals.contextNameTooLong),
);
const body = z.string().max(NOTE_BODY_MAX, refusalMessage(notesRefusals.bodyTooLong));
const question = text(
  refusalMessage(notesRefusals.questionInvalid),
  QUESTION_MAX,
  refusalMessage(notesRefusals.questionInvalid),
);
const contextIds = z
  .array(idSchema)
  .max(CONTEXTS_PER_NOTE_MAX, refusalMessage(notesRefusals.tooManyContexts))
  .transform((ids) => [...new Set(ids)]);
/** A #tag to filter by, with or without its `#`, read as the key it matches by. */
const tagFilter = z
  .string()
  .max(4 * NOTE_TAG_MAX, refusalMessage(notesRefusals.tagInvalid))
  .transform((tag) => tag.trim().replace(/^#/, ''))
  .refine(isTag, refusalMessage(notesRefusals.tagInvalid))
  .transform(keyOfTag);
const noteId = requiredId(notesRefusals.noteIdRequired);
const notesCollectionId = requiredId(notesRefusals.collectionIdRequired);
const contextId = requiredId(notesRefusals.contextIdRequired);

// ---- notes --------------------------------------------------------------------------------

/**
 * GET /note: ?noteId for one note; otherwise a page (`pageNumber`, from 1) of the notes that
 * match every filter given: a collection, a context, a #tag (`tag`, any case; a parent tag takes
 * in its nested ones), words (`text`, ranked, prefixes as typed), and effective dates from `from`
 * to `to` (inclusive). Newest effective date first, unless
 * words rank them.
 */
export const noteQuery = z
  .object({
    noteId: idSchema.optional(),
    notesCollectionId: idSchema.optional(),
    contextId: idSchema.optional(),
    tag: tagFilter.optional(),
    text: z.string().max(NOTE_SEARCH_MAX, refusalMessage(notesRefusals.searchTooLong)).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
    pageNumber: pageNumberSchema.default(1),
  })
  // Runs even when a date failed its own check; that check has said so already.
  .refine(
    ({ from, to }) =>
      !from ||
      !to ||
      !isValidDate(from) ||
      !isValidDate(to) ||
      (to >= from && daysBetween(from, to) <= NOTE_DATE_RANGE_MAX_DAYS),
    refusalMessage(notesRefusals.rangeInvalid),
  );
export type NoteQuery = z.input<typeof noteQuery>;

export const noteCreateBody = z.object({
  notesCollectionId,
  name: noteName,
  body: body.default(''),
  effectiveDate: dateSchema,
  contextIds: contextIds.optional(),
  displayInList: z.boolean().optional(),
});
export type NoteCreateBody = z.input<typeof noteCreateBody>;

/** PUT /note: any of the fields; a new `notesCollectionId` moves the note. */
export const noteUpdateBody = z.object({
  noteId,
  notesCollectionId: idSchema.optional(),
  name: noteName.optional(),
  body: body.optional(),
  effectiveDate: dateSchema.optional(),
  contextIds: contextIds.optional(),
  displayInList: z.boolean().optional(),
});
export type NoteUpdateBody = z.input<typeof noteUpdateBody>;

export const noteDeleteQuery = z.object({ noteId });
export type NoteDeleteQuery = z.input<typeof noteDeleteQuery>;

/** GET /note-tag: the #tags of a collection's notes, or of every note the person sees, with counts. */
export const noteTagsQuery = z.object({ notesCollectionId: idSchema.optional() });
export type NoteTagsQuery = z.input<typeof noteTagsQuery>;

// ---- answer-questions ---------------------------------------------------------------------

/** GET /note-answers: the questions of a collection and that date's answers, if any. */
export const noteAnswersQuery = z.object({ notesCollectionId, date: dateSchema });
export type NoteAnswersQuery = z.input<typeof noteAnswersQuery>;

/** PUT /note-answers: saves a date's answers as a note of the collection (the same note again). */
export const noteAnswersBody = z.object({
  notesCollectionId,
  date: dateSchema,
  answers: z
    .array(
      z.object({
        questionId: requiredId(notesRefusals.questionIdRequired),
        answer: z.string().max(ANSWER_MAX, refusalMessage(notesRefusals.answerTooLong)),
      }),
    )
    .max(QUESTIONS_MAX, refusalMessage(notesRefusals.tooManyQuestions))
    .default([]),
});
export type NoteAnswersBody = z.input<typeof noteAnswersBody>;

// ---- notes collections --------------------------------------------------------------------

export const notesCollectionQuery = z.object({ notesCollectionId: idSchema.optional() });
export type NotesCollectionQuery = z.input<typeof notesCollectionQuery>;

const questions = z.array(question).max(QUESTIONS_MAX, refusalMessage(notesRefusals.tooManyQuestions));

export const notesCollectionCreateBody = z.object({ name: collectionName, questions: questions.optional() });
export type NotesCollectionCreateBody = z.input<typeof notesCollectionCreateBody>;

/**
 * PUT /notes-collection: a new name, and the questions in their new order (a kept question
 * carries its `_id`; one without is new, one left out is removed). With
 * `retroUpdateQuestions: true` past answers are rewritten to the new wording and order, and
 * answers to removed questions go; with false (the default) past notes stay as they were.
 */
export const notesCollectionUpdateBody = z.object({
  notesCollectionId,
  name: collectionName.optional(),
  questions: z
    .array(z.object({ _id: idSchema.optional(), text: question }))
    .max(QUESTIONS_MAX, refusalMessage(notesRefusals.tooManyQuestions))
    .optional(),
  retroUpdateQuestions: z.boolean().optional(),
});
export type NotesCollectionUpdateBody = z.input<typeof notesCollectionUpdateBody>;

/**
 * DELETE /notes-collection: an empty collection goes as it is; one with notes needs
 * `deleteNotes=true` or `moveNotesTo=<another collection>`.
 */
export const notesCollectionDeleteQuery = z.object({
  notesCollectionId,
  deleteNotes: booleanQuery().optional(),
  moveNotesTo: idSchema.optional(),
});
export type NotesCollectionDeleteQuery = z.input<typeof notesCollectionDeleteQuery>;

// ---- contexts -----------------------------------------------------------------------------

/** GET /note-context (every context of the person with its note count, or ?contextId for one), POST, PUT, DELETE. */
export const noteContextSchemas = namedContainerSchemas('contextId', contextId, contextName);
export type NoteContextQuery = z.input<typeof noteContextSchemas.query>;
export type NoteContextCreateBody = z.input<typeof noteContextSchemas.create>;
export type NoteContextUpdateBody = z.input<typeof noteContextSchemas.rename>;
export type NoteContextDeleteQuery = z.input<typeof noteContextSchemas.remove>;

export type {
  GivenAnswer,
  HighlightRanges,
  Note,
  NoteAnswers,
  NoteContext,
  NoteListItem,
  NoteTagCount,
  NotesCollection,
  NotesPage,
  Question,
} from './answers';
