import { useEffect, useRef } from 'react';
import { usePageLeaving } from '../../../shared/use-page-leaving';

/** Whether a key press belongs to what has the focus: a field, an editor, a list or dialog that reads keys itself. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return Boolean(target.closest('input, textarea, select, [role="combobox"], [role="listbox"], [role="dialog"]'));
}

/**
 * The tracker's own keys, without modifiers and never while typing: n starts something new (the
 * stamp-in field takes the focus), s stops what runs. Keys with Ctrl, Alt or Meta, arrows, Enter
 * and Delete are left to lists and the browser. Nor while the page is leaving (the next page
 * is on its way): n and s belong to the tracker on screen only.
 */
export function useTrackerKeys(keys: { onNew: () => void; onStop: () => void }): void {
  const latest = useRef(keys);
  latest.current = keys;
  const leaving = usePageLeaving();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || leaving()) return;
      if (event.key === 'n') {
        event.preventDefault();
        latest.current.onNew();
      } else if (event.key === 's') {
        event.preventDefault();
        latest.current.onStop();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [leaving]);
}
