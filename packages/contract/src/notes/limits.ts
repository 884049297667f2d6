/** The notes area's bounds, shared by its schemas, refusal texts and the web's `maxLength`s. */
export const NOTE_NAME_MAX = 200;
export const NOTE_BODY_MAX = 50_000;
export const NOTES_COLLECTION_NAME_MAX = 100;
export const NOTE_CONTEXT_NAME_MAX = 100;
/** Questions a collection may hold, each at most this long; an answer at most this long. */
export const QUESTIONS_MAX = 30;
export const QUESTION_MAX = 300;
export const ANSWER_MAX = 5_000;
/** Contexts one note may be in. */
export const CONTEXTS_PER_NOTE_MAX = 20;
/** What one person may have: every collection and context is listed in one answer. */
export const NOTES_COLLECTIONS_MAX = 200;
export const NOTE_CONTEXTS_MAX = 500;
/**
 * Notes one person may keep, and the characters of their names and bodies together (a shared
 * collection's notes are its owner's, whoever wrote them), so one account cannot fill the disk.
 * Twice what bench/notes-scale.ts shows serving well: 100,000 notes of about 300 characters.
 */
export const NOTES_MAX = 200_000;
export const NOTES_TOTAL_MAX = 64 * 1024 * 1024;
/** Notes per page of a collection, a context or a search. */
export const NOTES_PAGE_SIZE = 25;
/** Characters of a body a list shows: a note shown in the list, or the start of any other. */
export const NOTE_LIST_BODY_MAX = 2_000;
export const NOTE_PREVIEW_MAX = 200;
/** Words searched for, and characters of the search text. */
export const NOTE_SEARCH_MAX = 200;
export const NOTE_SEARCH_WORDS_MAX = 8;
/** The longest span of effective dates a filter may name, in days. */
export const NOTE_DATE_RANGE_MAX_DAYS = 3_660;
/** #tags one note may have (distinct, a nested tag's parents counted), and the characters of one. */
export const NOTE_TAGS_MAX = 50;
export const NOTE_TAG_MAX = 50;
/** Tags listed at most by GET /note-tag, the most used first. */
export const NOTE_TAGS_LISTED_MAX = 500;
