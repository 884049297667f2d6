import { defineRefusals } from '../kernel/refusals';
import {
  ANSWER_MAX,
  CONTEXTS_PER_NOTE_MAX,
  NOTE_BODY_MAX,
  NOTE_CONTEXT_NAME_MAX,
  NOTE_CONTEXTS_MAX,
  NOTE_DATE_RANGE_MAX_DAYS,
  NOTE_NAME_MAX,
  NOTE_SEARCH_MAX,
  NOTE_TAG_MAX,
  NOTES_COLLECTION_NAME_MAX,
  NOTES_COLLECTIONS_MAX,
  NOTES_MAX,
  NOTES_TOTAL_MAX,
  QUESTION_MAX,
  QUESTIONS_MAX,
} from './limits';

/**
 * How the notes area says no. Schemas use these texts as their zod messages, so a validation
 * failure carries the same code as a route's refusal (docs/architecture.md, "One error pattern").
 */
export const notesRefusals = defineRefusals('notes', {
  noteNotFound: 'Note not found.',
  collectionNotFound: 'Notes collection not found.',
  contextNotFound: 'Note context not found.',
  questionNotFound: 'That question is not in this notes collection.',
  noteNameRequired: 'A note needs a name.',
  noteNameTooLong: `A note's name may be at most ${NOTE_NAME_MAX} characters.`,
  bodyTooLong: `A note may be at most ${NOTE_BODY_MAX} characters long.`,
  collectionNameRequired: 'A notes collection needs a name.',
  collectionNameTooLong: `A notes collection's name may be at most ${NOTES_COLLECTION_NAME_MAX} characters.`,
  contextNameRequired: 'A note context needs a name.',
  contextNameTooLong: `A note context's name may be at most ${NOTE_CONTEXT_NAME_MAX} characters.`,
  questionInvalid: `A question needs between 1 and ${QUESTION_MAX} characters.`,
  tooManyQuestions: `A notes collection may hold at most ${QUESTIONS_MAX} questions.`,
  answerTooLong: `An answer may be at most ${ANSWER_MAX} characters.`,
  tooManyContexts: `A note may be in at most ${CONTEXTS_PER_NOTE_MAX} contexts.`,
  searchTooLong: `Search for at most ${NOTE_SEARCH_MAX} characters.`,
  tagInvalid: `A tag is one word of at most ${NOTE_TAG_MAX} letters, digits, _, - or /, with a letter in it.`,
  rangeInvalid: `The effective dates run from "from" to "to", at most ${NOTE_DATE_RANGE_MAX_DAYS} days.`,
  duplicateCollection: 'You already have a notes collection with that name.',
  duplicateContext: 'You already have a note context with that name.',
  tooManyCollections: `You may have at most ${NOTES_COLLECTIONS_MAX} notes collections.`,
  tooManyContextsOwned: `You may have at most ${NOTE_CONTEXTS_MAX} note contexts.`,
  tooManyNotes: `A person may keep at most ${NOTES_MAX} notes; delete some to write more.`,
  notesFull: `A person's notes may hold at most ${NOTES_TOTAL_MAX / 1024 / 1024} MiB of text together; delete some to write more.`,
  collectionNotEmpty:
    'This notes collection still holds notes: delete them with it or move them to another collection.',
  moveToSame: 'Move the notes to another collection than the one being deleted.',
  notAnswerNote: 'This note answers questions: change it through the answer form.',
  // Ids the schemas need, each naming its field.
  noteIdRequired: 'noteId is required',
  collectionIdRequired: 'notesCollectionId is required',
  contextIdRequired: 'contextId is required',
  questionIdRequired: 'questionId is required',
});
