import { useEffect, useRef } from 'react';

/** Marks a control whose ← and → step the dates although it is a radio group (the view switch). */
export const LENDS_ARROWS = 'data-lends-arrows';

/** Whether a key press belongs to what has the focus: a field, an editor, or a control that reads arrows itself. */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // The view switch lends ← and → to the dates (↑ and ↓ still pick a view), so a click on Week
  // does not turn the arrows into view changes.
  if (target.closest(`[${LENDS_ARROWS}]`)) return false;
  return Boolean(
    target.closest(
      'input, textarea, select, [role="combobox"], [role="listbox"], [role="dialog"], [role="radiogroup"], [role="tablist"], [role="slider"], [role="menu"]',
    ),
  );
}

/**
 * The dashboard's keys (docs/architecture.md, "Page keys"): ← and → step to the previous and next
 * day, week or month, t goes to today; never while typing, in a list or a dialog, nor with
 * Ctrl, Alt or Meta.
 */
export function useDashboardKeys(keys: { onPrevious: () => void; onNext: () => void; onToday: () => void }): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (ownsKeys(event.target)) return;
      const act = {
        ArrowLeft: latest.current.onPrevious,
        ArrowRight: latest.current.onNext,
        t: latest.current.onToday,
      }[event.key];
      if (!act) return;
      event.preventDefault();
      act();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
