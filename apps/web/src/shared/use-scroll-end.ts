import { useEffect, useRef } from 'react';
import { SCROLL_END_THRESHOLD_PX } from '@ordna/contract/kernel/constants';

/** True when the page is scrolled to within 30 px of its bottom. */
export function atScrollEnd(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = SCROLL_END_THRESHOLD_PX,
): boolean {
  return scrollTop + viewportHeight >= scrollHeight - threshold;
}

/**
 * Lists raise a scroll-end event within 30 px of the bottom. Calls `onEnd` then
 * (and once at mount when the page is too short to scroll), while `enabled`.
 */
export function useScrollEnd(onEnd: () => void, enabled: boolean): void {
  const latest = useRef(onEnd);
  useEffect(() => {
    latest.current = onEnd;
  });
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const root = document.documentElement;
      if (atScrollEnd(window.scrollY, window.innerHeight, root.scrollHeight)) latest.current();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [enabled]);
}
