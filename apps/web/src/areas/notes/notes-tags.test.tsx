import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NoteListItem } from '@ordna/contract/notes';
import { session } from '../../api/session';
import { renderRoutes, renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { Markdown } from '../../shared/markdown/Markdown';
import NotesCollectionPage from './NotesCollectionPage';
import NotesCollectionsPage from './NotesCollectionsPage';
import { notesTagLink } from './tag-link';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const dinner: NoteListItem = {
  _id: 'note-1',
  notesCollectionId: 'c-1',
  name: 'Dinner',
  body: 'With the #family, `#code` stays code',
  effectiveDate: '2026-11-26',
  createdAt: Date.UTC(2026, 10, 26),
  displayInList: false,
  contextIds: [],
  bodyTruncated: false,
};

function serve(notes: NoteListItem[] = [dinner]) {
  return stubServer({
    'GET /api/notes-collection': {
      status: 200,
      body: { status: true, data: [{ _id: 'c-1', name: 'Home', createdAt: 0, questions: [] }] },
    },
    'GET /api/note-context': { status: 200, body: { status: true, data: [] } },
    'GET /api/note-tag': {
      status: 200,
      body: {
        status: true,
        data: [
          { tag: 'family', count: 2 },
          { tag: 'Work', count: 1 },
        ],
      },
    },
    'GET /api/note': { status: 200, body: { status: true, data: { notes, pageNumber: 1, totalPages: 1 } } },
  });
}

const noteReads = (server: ReturnType<typeof serve>) =>
  server.calls.filter((call) => call.path.startsWith('/api/note?')).map((call) => call.path);
const tagField = () => screen.findByLabelText('Keep to a tag', { selector: 'input:not([type=hidden])' });

describe('the tag filter beside the notes search', () => {
  it('offers the person’s tags with counts and keeps the list to the one chosen', async () => {
    signInForTest();
    const server = serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections');
    const user = userEvent.setup();
    const field = await tagField();
    await user.click(field);
    expect(await screen.findByRole('option', { name: '#family (2)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '#Work (1)' })).toBeInTheDocument();
    await user.type(field, 'fam');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(noteReads(server).at(-1)).toContain('tag=family'));
    expect(server.calls.some((call) => call.path === '/api/note-tag')).toBe(true);
    const list = await screen.findByLabelText('Notes', { selector: 'div' });
    expect(within(list).getByRole('link', { name: 'Dinner' })).toBeInTheDocument();
  });

  it('reads the tag from the address (a reload), and Escape clears it', async () => {
    signInForTest();
    const server = serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections?tag=Family');
    const field = await tagField();
    // Shown as the list writes it, matched ignoring case.
    await waitFor(() => expect(field).toHaveValue('#family (2)'));
    expect(noteReads(server)[0]).toContain('tag=Family');
    const user = userEvent.setup();
    field.focus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(field).toHaveValue(''));
    // The collections show again: nothing narrows the page.
    expect(await screen.findByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('clears with one click on its clear button', async () => {
    signInForTest();
    serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections?tag=family');
    const user = userEvent.setup();
    await waitFor(async () => expect(await tagField()).toHaveValue('#family (2)'));
    // Mantine keeps its clear button out of the tab order (Escape is the keyboard's way).
    await user.click(screen.getByLabelText('Clear the tag filter (Escape)', { selector: 'button' }));
    await waitFor(async () => expect(await tagField()).toHaveValue(''));
  });

  it('says so when no note has the tag', async () => {
    signInForTest();
    serve([]);
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections?tag=nothing');
    expect(await screen.findByText('No notes with this tag')).toBeInTheDocument();
    expect(screen.getByText(/No note here has #nothing/)).toBeInTheDocument();
  });

  it('on a collection’s page offers that collection’s tags and filters its notes', async () => {
    signInForTest();
    const server = serve();
    renderRoutes(
      [{ path: '/notes-collection/:notesCollectionId', element: <NotesCollectionPage /> }],
      '/notes-collection/c-1?tag=work',
    );
    await waitFor(() => expect(noteReads(server).at(-1)).toContain('tag=work'));
    expect(noteReads(server).at(-1)).toContain('notesCollectionId=c-1');
    await waitFor(() => expect(server.calls.map((call) => call.path)).toContain('/api/note-tag?notesCollectionId=c-1'));
  });
});

describe('hashtags in a rendered note', () => {
  it('link to the notes filtered by them, but not in code, headings or addresses', () => {
    renderWithProviders(
      <Markdown
        source={'# Heading\n\nWith #family and #Home/kitchen, `#code`, https://x.se/#frag, [see #inlink](https://x.se)'}
        tagLink={notesTagLink}
      />,
    );
    expect(screen.getByRole('link', { name: '#family' })).toHaveAttribute('href', '/notes-collections?tag=family');
    expect(screen.getByRole('link', { name: '#Home/kitchen' })).toHaveAttribute(
      'href',
      '/notes-collections?tag=Home%2Fkitchen',
    );
    expect(screen.queryByRole('link', { name: '#code' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Heading' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).not.toContain('#frag');
    expect(links).not.toContain('#inlink');
    expect(screen.getByRole('link', { name: 'see #inlink' })).toBeInTheDocument();
  });

  it('are text where the page gives no link (a journal entry)', () => {
    renderWithProviders(<Markdown source="With #family" />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('With #family')).toBeInTheDocument();
  });

  it('open the list filtered by the tag in the app, from a note in the list', async () => {
    signInForTest();
    serve();
    renderWithProviders(<NotesCollectionsPage />, '/notes-collections?tag=work');
    const link = await screen.findByRole('link', { name: '#family' });
    await userEvent.setup().click(link);
    await waitFor(async () => expect(await tagField()).toHaveValue('#family (2)'));
  });
});
