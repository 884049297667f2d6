import { z } from 'zod';
import { defineEndpoints, viewOf } from '../kernel/endpoints';
import { nothing } from '../kernel/envelope';
import {
  noteAnswer,
  noteAnswersAnswer,
  noteContextAnswer,
  noteTagCountAnswer,
  notesCollectionAnswer,
  notesPageAnswer,
} from './answers';
import {
  noteAnswersBody,
  noteAnswersQuery,
  noteContextSchemas,
  noteCreateBody,
  noteDeleteQuery,
  noteQuery,
  noteTagsQuery,
  noteUpdateBody,
  notesCollectionSchemas,
} from './index';
import { notesRefusals } from './refusals';
import { sharingRefusals } from '../sharing/refusals';
import { namedContainerEndpoints } from '../sharing/container-endpoints';

const collections = namedContainerEndpoints({
  path: '/notes-collection',
  noun: 'notes collection',
  readSummary: "The person's notes collections, or one with ?notesCollectionId",
  renameSummary: 'Changes a notes collection',
  removeSummary: 'Deletes a notes collection, its notes deleted or moved',
  schemas: notesCollectionSchemas,
  answers: { read: z.union([notesCollectionAnswer, z.array(notesCollectionAnswer)]), made: notesCollectionAnswer },
  refusals: {
    notFound: notesRefusals.collectionNotFound,
    duplicate: notesRefusals.duplicateCollection,
    tooMany: notesRefusals.tooManyCollections,
    rename: [notesRefusals.questionNotFound],
    remove: [notesRefusals.collectionNotEmpty, notesRefusals.moveToSame],
  },
});

/** The notes area's endpoints (docs/architecture.md, "Endpoints"). */
export const notesEndpoints = defineEndpoints('notes', {
  readAnswers: {
    method: 'GET',
    path: '/note-answers',
    summary: "A questions collection's answers on a day",
    query: noteAnswersQuery,
    answers: { 200: noteAnswersAnswer },
    refusals: [notesRefusals.collectionNotFound],
  },
  changeAnswers: {
    method: 'PUT',
    path: '/note-answers',
    summary: 'Saves answers of a questions collection on a day',
    body: noteAnswersBody,
    answers: { 200: noteAnswersAnswer },
    refusals: [
      notesRefusals.collectionNotFound,
      notesRefusals.notesFull,
      notesRefusals.questionNotFound,
      sharingRefusals.viewerCannotChange,
    ],
  },
  readContext: {
    method: 'GET',
    path: '/note-context',
    summary: "The person's note contexts, or one with ?contextId",
    query: noteContextSchemas.query,
    answers: { 200: z.union([noteContextAnswer, z.array(noteContextAnswer)]) },
    refusals: [notesRefusals.contextNotFound],
  },
  createContext: {
    method: 'POST',
    path: '/note-context',
    summary: 'Makes a note context',
    body: noteContextSchemas.create,
    answers: { 201: noteContextAnswer },
    refusals: [notesRefusals.duplicateContext, notesRefusals.tooManyContextsOwned],
  },
  changeContext: {
    method: 'PUT',
    path: '/note-context',
    summary: 'Renames a note context',
    body: noteContextSchemas.rename,
    answers: { 200: noteContextAnswer },
    refusals: [notesRefusals.contextNotFound, notesRefusals.duplicateContext],
  },
  deleteContext: {
    method: 'DELETE',
    path: '/note-context',
    summary: 'Deletes a note context',
    query: noteContextSchemas.remove,
    answers: { 200: nothing },
    refusals: [notesRefusals.contextNotFound],
  },
  readTags: {
    method: 'GET',
    path: '/note-tag',
    summary: "The #tags of a notes collection's notes, or of every note the person sees, with counts",
    query: noteTagsQuery,
    answers: { 200: z.array(noteTagCountAnswer) },
    refusals: [notesRefusals.collectionNotFound],
  },
  readCollection: collections.read,
  createCollection: collections.create,
  changeCollection: collections.rename,
  deleteCollection: collections.remove,
  readNote: {
    method: 'GET',
    path: '/note',
    summary: 'One note with ?noteId, or a page of notes found by collection, text, tags or dates',
    query: noteQuery,
    answers: { 200: z.union([noteAnswer, notesPageAnswer]) },
    refusals: [notesRefusals.collectionNotFound, notesRefusals.contextNotFound, notesRefusals.noteNotFound],
  },
  createNote: {
    method: 'POST',
    path: '/note',
    summary: 'Adds a note',
    body: noteCreateBody,
    answers: { 201: noteAnswer },
    refusals: [
      notesRefusals.collectionNotFound,
      notesRefusals.contextNotFound,
      notesRefusals.notesFull,
      notesRefusals.tooManyNotes,
      sharingRefusals.viewerCannotChange,
    ],
    idempotent: true,
  },
  changeNote: {
    method: 'PUT',
    path: '/note',
    summary: 'Changes a note',
    body: noteUpdateBody,
    answers: { 200: noteAnswer },
    refusals: [
      notesRefusals.collectionNotFound,
      notesRefusals.contextNotFound,
      notesRefusals.notAnswerNote,
      notesRefusals.noteNotFound,
      notesRefusals.notesFull,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteNote: {
    method: 'DELETE',
    path: '/note',
    summary: 'Deletes a note',
    query: noteDeleteQuery,
    answers: { 200: nothing },
    refusals: [notesRefusals.noteNotFound, sharingRefusals.viewerCannotChange],
  },
});

/** How the web reads the endpoints whose answer depends on the query. */
export const notesViews = {
  /** GET /note-context without a query: every context. */
  contexts: viewOf(notesEndpoints.readContext, { 200: z.array(noteContextAnswer) }),
  /** GET /notes-collection without a query: every collection. */
  collections: viewOf(notesEndpoints.readCollection, { 200: z.array(notesCollectionAnswer) }),
  /** GET /note?noteId: one note. */
  note: viewOf(notesEndpoints.readNote, { 200: noteAnswer }),
  /** GET /note with a filter: a page of notes. */
  page: viewOf(notesEndpoints.readNote, { 200: notesPageAnswer }),
};
