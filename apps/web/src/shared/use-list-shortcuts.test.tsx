import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { asPage, pageOnItsWay, routerKinds } from '../test/leaving.test-kit';
import { renderWithProviders } from '../test/providers.test-kit';
import { useListShortcuts, type ListShortcutActions } from './use-list-shortcuts';

const names = ['Work', 'Home', 'Music'];

const NONE = { open: undefined, create: undefined, copyText: undefined, remove: undefined };

function List(actions: Partial<Omit<ListShortcutActions<string>, 'items'>>) {
  const keys = useListShortcuts({ items: names, ...NONE, ...actions });
  return (
    <div role="list" ref={keys.listRef} onKeyDown={keys.onKeyDown}>
      {names.map((name, index) => (
        <div role="listitem" key={name} {...keys.itemProps(index)}>
          <a href={`#${name}`} data-list-focus>
            {name}
          </a>
          <button type="button">Start {name}</button>
          {index === 0 && <input aria-label="Note" />}
        </div>
      ))}
    </div>
  );
}

const link = (name: string) => screen.getByRole('link', { name });

describe('useListShortcuts', () => {
  it('moves between items with the arrows, j and k, Home and End, staying inside the list', () => {
    renderWithProviders(<List />);
    link('Work').focus();
    fireEvent.keyDown(link('Work'), { key: 'ArrowDown' });
    expect(link('Home')).toHaveFocus();
    fireEvent.keyDown(link('Home'), { key: 'j' });
    expect(link('Music')).toHaveFocus();
    fireEvent.keyDown(link('Music'), { key: 'j' });
    expect(link('Music')).toHaveFocus();
    fireEvent.keyDown(link('Music'), { key: 'k' });
    expect(link('Home')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start Home' }), { key: 'ArrowUp' });
    expect(link('Work')).toHaveFocus();
    fireEvent.keyDown(link('Work'), { key: 'End' });
    expect(link('Music')).toHaveFocus();
    fireEvent.keyDown(link('Music'), { key: 'Home' });
    expect(link('Work')).toHaveFocus();
  });

  it('opens, adds, removes and copies the item, each only with its action given', () => {
    const open = vi.fn();
    const create = vi.fn();
    const remove = vi.fn();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<List open={open} create={create} remove={remove} copyText={(name) => `${name}!`} />);
    const row = screen.getAllByRole('listitem')[1]!;

    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: 'Delete' });
    fireEvent.keyDown(row, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(link('Music'), { key: 'n', ctrlKey: true });
    expect(open).toHaveBeenCalledWith('Home');
    expect(remove).toHaveBeenCalledWith('Home');
    expect(writeText).toHaveBeenCalledWith('Home!');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('leaves keys to a text field, a button and a link inside the item', () => {
    const open = vi.fn();
    const remove = vi.fn();
    renderWithProviders(<List open={open} remove={remove} />);
    const field = screen.getByRole('textbox', { name: 'Note' });
    field.focus();
    fireEvent.keyDown(field, { key: 'j' });
    fireEvent.keyDown(field, { key: 'Delete' });
    expect(field).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start Work' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Start Work' }), { key: 'Delete' });
    // A link opens on Enter by itself; the list does not open it a second time.
    fireEvent.keyDown(link('Work'), { key: 'Enter' });
    expect(open).not.toHaveBeenCalled();
    expect(remove).not.toHaveBeenCalled();
  });

  it('adds with Ctrl+N from the page while the list is empty, but not while typing or in a dialog', () => {
    const create = vi.fn();
    function Empty() {
      const keys = useListShortcuts<string>({ ...NONE, items: [], create });
      return (
        <>
          <div role="list" ref={keys.listRef} onKeyDown={keys.onKeyDown} />
          <input aria-label="Search" />
          <div role="dialog" aria-label="Other">
            <button type="button">Inside</button>
          </div>
        </>
      );
    }
    renderWithProviders(<Empty />);
    fireEvent.keyDown(screen.getByLabelText('Search'), { key: 'n', ctrlKey: true });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Inside' }), { key: 'n', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(create).not.toHaveBeenCalled();
    expect(fireEvent.keyDown(document.body, { key: 'n', ctrlKey: true })).toBe(false);
    expect(create).toHaveBeenCalledTimes(1);
  });

  // Someone opens an item and presses Delete at once: the list still on screen under the new
  // address must not ask to delete the row that still has the focus.
  it.each(routerKinds)('takes no key while the page is leaving, with $kind', async ({ renderAt }) => {
    const open = vi.fn();
    const create = vi.fn();
    const remove = vi.fn();
    const next = pageOnItsWay();
    const { go } = renderAt(
      [
        { path: '/', element: asPage(<List open={open} create={create} remove={remove} />) },
        { path: '/next', element: next.element },
      ],
      '/',
    );
    const row = screen.getAllByRole('listitem')[1]!;
    await go('/next');
    expect(row).toBeInTheDocument();
    fireEvent.keyDown(row, { key: 'Delete' });
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: 'n', ctrlKey: true });
    expect(remove).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
    await next.arrive();
    expect(await screen.findByText('next page')).toBeInTheDocument();
    expect(row).not.toBeInTheDocument();
  });
});
