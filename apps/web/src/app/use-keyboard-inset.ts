import { useEffect } from 'react';

/** The CSS variable (on :root) with how much of the layout's foot the on-screen keyboard covers, in px. */
export const KEYBOARD_INSET = '--ordna-keyboard-inset';

/**
 * Keeps `--ordna-keyboard-inset` at the height the visible part of the page stops short of the
 * layout's foot: on a phone, the on-screen keyboard (a phone's browser shrinks the visual viewport
 * for it, not the layout one, so what is fixed at the foot would sit behind the keys). The toasts
 * at the foot rise by it (global.css, `.ordna-toasts`). Nothing where the browser has no
 * `visualViewport`: there the variable stays unset and reads as 0.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const place = () => {
      const covered = Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop));
      root.style.setProperty(KEYBOARD_INSET, `${covered}px`);
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
      root.style.removeProperty(KEYBOARD_INSET);
    };
  }, []);
}
