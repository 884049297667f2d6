import type { AreaRoutes, ServerArea } from '../../http/context';
import { declareShareable } from '../sharing/public';
import { noteAnswerRoutes } from './note-answers.routes';
import { noteContextRoutes } from './note-contexts.routes';
import { noteTagRoutes } from './note-tags.routes';
import { findAnyCollection } from './notes-collections.store';
import { forgetNotes, searchKeysOf } from './note-search.store';
import { notesArrived } from './notes-arrived.service';
import { notesCollectionRoutes } from './notes-collections.routes';
import { noteRoutes } from './notes.routes';

// Notes collections can be shared; their notes follow them (notes-access.ts).
declareShareable('notesCollection', async (db, id) => (await findAnyCollection(db, id))?.userId);

/** Every notes route is the signed-in person's (docs/adding-an-area.md). */
const notesAreaRoutes: AreaRoutes = async (app, deps) => {
  await notesCollectionRoutes(app, deps);
  await noteRoutes(app, deps);
  await noteAnswerRoutes(app, deps);
  await noteContextRoutes(app, deps);
  await noteTagRoutes(app, deps);
};

export { notesDashboardSection, questionsDashboardSection } from './dashboard-section';

/**
 * The notes area as the server wires it; a leaving person's search entries go with their notes,
 * and an imported person's notes are counted, indexed and read for their #tags.
 */
export const notesArea: ServerArea = {
  routes: notesAreaRoutes,
  listen: ({ hooks, dialect }) => {
    hooks.on('personLeaving', async ({ db, userId }) => forgetNotes(db, dialect, await searchKeysOf(db, userId)));
    hooks.on('personArrived', ({ db, userId }) => notesArrived(db, dialect, userId));
  },
};
