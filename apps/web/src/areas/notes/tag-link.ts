/** The notes list of every collection filtered by a #tag: where a hashtag in a note leads. */
export const notesTagLink = (tag: string): string => `/notes-collections?tag=${encodeURIComponent(tag)}`;
