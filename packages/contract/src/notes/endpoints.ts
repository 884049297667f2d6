import { z } from 'zod';
import { defineEndpoints, deletion, viewOf } from '../kernel/endpoints';
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
  notesCollectionCreateBody,
  notesCollectionDeleteQuery,
  notesCollectionQuery,
  notesCollectionUpdateBody,
} from './index';
import { notesRefusals } from './refusals';
import { sharingRefusals } from '../sharing/refusals';
import { sharedThingDeletion } from '../sharing/container-endpoints';

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
  deleteContext: deletion('/note-context', 'Deletes a note context', { query: noteContextSchemas.remove }, [
    notesRefusals.contextNotFound,
  ]),
  readTags: {
    method: 'GET',
    path: '/note-tag',
    summary: "The #tags of a notes collection's notes, or of every note the person sees, with counts",
    query: noteTagsQuery,
    answers: { 200: z.array(noteTagCountAnswer) },
    refusals: [notesRefusals.collectionNotFound],
  },
  readCollection: {
    method: 'GET',
    path: '/notes-collection',
    summary: "The person's notes collections, or one with ?notesCollectionId",
    query: notesCollectionQuery,
    answers: { 200: z.union([notesCollectionAnswer, z.array(notesCollectionAnswer)]) },
    refusals: [notesRefusals.collectionNotFound],
  },
  createCollection: {
    method: 'POST',
    path: '/notes-collection',
    summary: 'Makes a notes collection',
    body: notesCollectionCreateBody,
    answers: { 201: notesCollectionAnswer },
    refusals: [notesRefusals.duplicateCollection, notesRefusals.tooManyCollections],
  },
  changeCollection: {
    method: 'PUT',
    path: '/notes-collection',
    summary: 'Changes a notes collection',
    body: notesCollectionUpdateBody,
    answers: { 200: notesCollectionAnswer },
    refusals: [
      notesRefusals.collectionNotFound,
      notesRefusals.duplicateCollection,
      notesRefusals.questionNotFound,
      sharingRefusals.viewerCannotChange,
    ],
  },
  deleteCollection: deletion(
    '/notes-collection',
    'Deletes a notes collection, its notes deleted or moved',
    { query: notesCollectionDeleteQuery },
    [
      notesRefusals.collectionNotEmpty,
      notesRefusals.collectionNotFound,
      notesRefusals.moveToSame,
      sharingRefusals.ownerOnly,
      sharingRefusals.viewerCannotChange,
    ],
  ),
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
  deleteNote: sharedThingDeletion('/note', 'Deletes a note', { query: noteDeleteQuery }, notesRefusals.noteNotFound),
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
