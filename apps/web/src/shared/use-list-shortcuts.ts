import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from './notify';
import { isTypingTarget } from './typing-target';
import { usePageLeaving } from './use-page-leaving';

/**
 * What a list does with its items from the keyboard. Every list names all four keys (the spec:
 * "each list item supports ctrl+c, ctrl+n, enter, delete"), so one left out does not compile;
 * `undefined` is for a person who may not do it here (a viewer of a shared collection).
 */
export interface ListShortcutActions<T> {
  items: readonly T[];
  /** Enter on an item that is not itself a link (a link opens on Enter by itself). */
  open: ((item: T) => void) | undefined;
  /** Ctrl+N anywhere in the list: the list's "add" (its own form or dialog). */
  create: (() => void) | undefined;
  /** Ctrl+C on an item with no text selected: what goes to the clipboard (its name, or a line about it). */
  copyText: ((item: T) => string) | undefined;
  /** Delete on an item: the same confirmation the mouse path opens. */
  remove: ((item: T) => void) | undefined;
}

const ITEM = '[data-list-index]';
/** Inside an item, what takes focus when the item is moved to (its link); the item itself otherwise. */
const FOCUS = '[data-list-focus]';

function rowsOf(list: HTMLElement | null): HTMLElement[] {
  return list ? [...list.querySelectorAll<HTMLElement>(ITEM)] : [];
}

function focusRow(row: HTMLElement | undefined): void {
  (row?.querySelector<HTMLElement>(FOCUS) ?? row)?.focus();
}

/** Where a key was pressed: the item's row (and its place among the rows), and whether on the item itself. */
interface KeyTarget<T> {
  target: HTMLElement;
  rows: HTMLElement[];
  index: number;
  item: T | undefined;
  /** On the item itself (or its link), not on a button inside it. */
  onItem: boolean;
}

function keyTargetOf<T>(target: HTMLElement, list: HTMLElement | null, items: readonly T[]): KeyTarget<T> {
  const row = target.closest<HTMLElement>(ITEM);
  const rows = rowsOf(list);
  return {
    target,
    rows,
    index: row ? rows.indexOf(row) : -1,
    item: items[Number(row?.dataset.listIndex)],
    onItem: row !== null && (target === row || target.matches(FOCUS)),
  };
}

/** The row an arrow, j/k or Home/End moves to (kept within the list); undefined for any other key. */
function movedTo(key: string, index: number, count: number): number | undefined {
  const move = { ArrowDown: index + 1, j: index + 1, ArrowUp: index - 1, k: index - 1, Home: 0, End: count - 1 }[key];
  return move === undefined ? undefined : Math.max(0, Math.min(count - 1, move));
}

/**
 * The keys every list shares: arrows or j/k move between items (Home/End to the ends), Enter
 * opens, Ctrl+N adds, Ctrl+C copies, Delete removes. Put `listRef` and `onKeyDown` on the list,
 * `itemProps(index)` on each item, and `data-list-focus` on an item's link if it has one. Keys
 * typed in a text field inside the list stay text; Enter and Delete on a button inside an item
 * stay the button's. While the list is empty, Ctrl+N anywhere on the page (outside fields and
 * dialogs) adds. When the focused item goes (deleted), the next one takes the focus. While the
 * page is leaving (the router is going elsewhere and the next page has not come), no key acts.
 */
export function useListShortcuts<T>(actions: ListShortcutActions<T>): {
  listRef: RefObject<HTMLDivElement | null>;
  onKeyDown: (event: ReactKeyboardEvent<HTMLElement>) => void;
  itemProps: (index: number) => { 'data-list-index': number; tabIndex: number };
} {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const last = useRef<number | null>(null);
  const { items, open, create, copyText, remove } = actions;
  const leaving = usePageLeaving();

  // An empty list has no item to hold the focus, so Ctrl+N (as its empty state says) is heard
  // on the page: not while typing, nor inside a dialog.
  const latestCreate = useRef(create);
  latestCreate.current = create;
  const empty = items.length === 0 && create !== undefined;
  useEffect(() => {
    if (!empty) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey) || leaving()) return;
      if (event.key.toLowerCase() !== 'n' || isTypingTarget(target) || target?.closest('[role="dialog"]')) return;
      event.preventDefault();
      latestCreate.current?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [empty, leaving]);

  useEffect(() => {
    const at = last.current;
    if (at === null || document.activeElement !== document.body) return;
    const rows = rowsOf(listRef.current);
    focusRow(rows[Math.min(at, rows.length - 1)]);
  }, [items]);

  const copy = (text: string) => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) return notifyFailure(t('common.list.copyFailed'), null);
    clipboard.writeText(text).then(
      () => notifySuccess(t('common.list.copied', { text })),
      () => notifyFailure(t('common.list.copyFailed'), null),
    );
  };

  // Ctrl/Cmd with N adds anywhere in the list; with C copies the item (unless text is selected).
  const onCommandKey = (key: string, at: KeyTarget<T>, act: (run: () => void) => void) => {
    if (key === 'n' && create) return act(create);
    if (key !== 'c' || !at.onItem || at.item === undefined || !copyText) return;
    if (window.getSelection()?.toString()) return;
    const item = at.item;
    act(() => copy(copyText(item)));
  };

  // Enter opens (a link opens by itself), Delete removes: only on the item itself.
  const onItemKey = (key: string, at: KeyTarget<T>, act: (run: () => void) => void) => {
    const item = at.item;
    if (!at.onItem || item === undefined) return;
    if (key === 'Enter' && open && !(at.target instanceof HTMLAnchorElement)) return act(() => open(item));
    if (key === 'Delete' && remove) act(() => remove(item));
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || event.altKey || isTypingTarget(target) || leaving()) return;
    const at = keyTargetOf(target, listRef.current, items);
    const act = (run: () => void) => {
      event.preventDefault();
      last.current = at.index;
      run();
    };
    if (event.ctrlKey || event.metaKey) return onCommandKey(event.key.toLowerCase(), at, act);
    if (event.shiftKey || at.index === -1) return;
    const next = movedTo(event.key, at.index, at.rows.length);
    if (next !== undefined) return act(() => focusRow(at.rows[next]));
    onItemKey(event.key, at, act);
  };

  // Focusable from the arrows (not by Tab: the item's link, or the first item, is in the Tab order).
  const itemProps = (index: number) => ({ 'data-list-index': index, tabIndex: -1 });
  return { listRef, onKeyDown, itemProps };
}
