import type { LiveQueries } from '../../shared/area';
import { notesKeys } from './notes-keys';

/** The notes area's queries that show each kind of thing (docs/architecture.md, "Live updates"); loaded with the live stream. */
// Every notes page reads under notesKeys.all; an event of any kind reads them again.
const live: LiveQueries = {
  notesCollection: () => [notesKeys.all],
  note: () => [notesKeys.all],
  noteContext: () => [notesKeys.contexts(), notesKeys.lists()],
};

export default live;
