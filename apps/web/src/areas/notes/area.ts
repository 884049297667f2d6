import { IconNotebook } from '@tabler/icons-react';
import { defineArea } from '../../shared/area';
import { notesKeys } from './notes-keys';

/** Notes in collections, with contexts, answer-questions and search (docs/adding-an-area.md). */
export default defineArea({
  id: 'notes',
  i18nNamespace: 'notes',
  routes: [
    {
      path: '/notes-collections',
      access: 'auth',
      titleKey: 'notes.title',
      page: () => import('./NotesCollectionsPage'),
    },
    {
      path: '/notes-collection/:notesCollectionId',
      access: 'auth',
      titleKey: 'notes.collection.pageTitle',
      page: () => import('./NotesCollectionPage'),
    },
    {
      path: '/notes-collection/:notesCollectionId/edit',
      access: 'auth',
      titleKey: 'notes.collection.editTitle',
      page: () => import('./CollectionEditPage'),
    },
    { path: '/note/:noteId', access: 'auth', titleKey: 'notes.note.pageTitle', page: () => import('./NotePage') },
    {
      path: '/note-contexts',
      access: 'auth',
      titleKey: 'notes.contexts.title',
      page: () => import('./NoteContextsPage'),
    },
    {
      path: '/note-context/:contextId',
      access: 'auth',
      titleKey: 'notes.contexts.pageTitle',
      page: () => import('./NoteContextPage'),
    },
  ],
  sideBar: {
    place: 'notes',
    order: 30,
    labelKey: 'nav.notes',
    descriptionKey: 'notes.nav.description',
    icon: IconNotebook,
    path: '/notes-collections',
    segments: ['notes-collection', 'note', 'note-contexts', 'note-context'],
    collections: () => import('./side-bar'),
  },
  shortcuts: [{ id: 'notes', labelKey: 'notes.nav.shortcut', icon: IconNotebook, path: '/notes-collections' }],
  itemLists: { 'notes-collection': '/notes-collections', note: '/notes-collections', 'note-context': '/note-contexts' },
  commands: () => import('./commands'),
  dashboard: [
    { id: 'notes', order: 30, component: () => import('./NotesDashboard') },
    { id: 'questions', order: 35, component: () => import('./QuestionsDashboard') },
  ],
  live: () => import('./live'),
  keptOffline: { keep: [notesKeys.all] },
});
