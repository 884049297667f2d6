import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from './notify';
import { isTypingTarget } from './typing-target';

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

/**
 * The keys every list shares: arrows or j/k move between items (Home/End to the ends), Enter
 * opens, Ctrl+N adds, Ctrl+C copies, Delete removes. Put `listRef` and `onKeyDown` on the list,
 * `itemProps(index)` on each item, and `data-list-focus` on an item's link if it has one. Keys
 * typed in a text field inside the list stay text; Enter and Delete on a button inside an item
 * stay the button's. While the list is empty, Ctrl+N anywhere on the page (outside fields and
 * dialogs) adds. When the focused item goes (deleted), the next one takes the focus.
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

  // An empty list has no item to hold the focus, so Ctrl+N (as its empty state says) is heard
  // on the page: not while typing, nor inside a dialog.
  const latestCreate = useRef(create);
  latestCreate.current = create;
  const empty = items.length === 0 && create !== undefined;
  useEffect(() => {
    if (!empty) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.defaultPrevented || event.altKey || !(event.ctrlKey || event.metaKey)) return;
      if (event.key.toLowerCase() !== 'n' || isTypingTarget(target) || target?.closest('[role="dialog"]')) return;
      event.preventDefault();
      latestCreate.current?.();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [empty]);

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

  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.defaultPrevented || event.altKey || isTypingTarget(target)) return;
    const row = target.closest<HTMLElement>(ITEM);
    const rows = rowsOf(listRef.current);
    const index = row ? rows.indexOf(row) : -1;
    const item = items[Number(row?.dataset.listIndex)];
    const command = event.ctrlKey || event.metaKey;
    // On the item itself (or its link), not on a button inside it.
    const onItem = row !== null && (target === row || target.matches(FOCUS));
    const act = (run: () => void) => {
      event.preventDefault();
      last.current = index;
      run();
    };

    if (command && event.key.toLowerCase() === 'n' && create) return act(create);
    if (command && event.key.toLowerCase() === 'c' && onItem && item !== undefined && copyText) {
      if (window.getSelection()?.toString()) return;
      return act(() => copy(copyText(item)));
    }
    if (command || event.shiftKey || index === -1) return;
    const move = {
      ArrowDown: index + 1,
      j: index + 1,
      ArrowUp: index - 1,
      k: index - 1,
      Home: 0,
      End: rows.length - 1,
    }[event.key];
    if (move !== undefined) {
      const next = Math.max(0, Math.min(rows.length - 1, move));
      return act(() => focusRow(rows[next]));
    }
    if (!onItem || item === undefined) return;
    if (event.key === 'Enter' && open && !(target instanceof HTMLAnchorElement)) return act(() => open(item));
    if (event.key === 'Delete' && remove) return act(() => remove(item));
  };

  // Focusable from the arrows (not by Tab: the item's link, or the first item, is in the Tab order).
  const itemProps = (index: number) => ({ 'data-list-index': index, tabIndex: -1 });
  return { listRef, onKeyDown, itemProps };
}
