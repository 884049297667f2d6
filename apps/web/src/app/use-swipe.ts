import { useEffect, useRef } from 'react';

/** What a swipe asks for: open/close the side bar, show/hide the second bar. */
export type SwipeAction = 'openNav' | 'closeNav' | 'showBar' | 'hideBar';

export interface SwipeOptions {
  /** A swipe right opens the side bar only when it starts this close to the left edge (px). */
  edge: number;
  /** A vertical swipe counts only when it starts this close to the top (px): the header and second bar. */
  topZone: number;
  /** The least distance along the swipe's direction (px). */
  minDistance: number;
  /** The longest a swipe may take (ms); slower moves are scrolling or dragging. */
  maxDuration: number;
}

export const defaultSwipeOptions: SwipeOptions = { edge: 32, topZone: 96, minDistance: 60, maxDuration: 800 };

export interface TouchPoint {
  x: number;
  y: number;
  time: number;
}

/**
 * Reads one finger's move: mostly horizontal (twice as far across as down) → side bar,
 * mostly vertical from the top zone → second bar. Anything shorter, slower or diagonal is none.
 */
export function classifySwipe(
  start: TouchPoint,
  end: TouchPoint,
  options: SwipeOptions = defaultSwipeOptions,
): SwipeAction | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (end.time - start.time > options.maxDuration) return null;
  if (Math.abs(dx) >= options.minDistance && Math.abs(dx) >= 2 * Math.abs(dy)) {
    if (dx > 0) return start.x <= options.edge ? 'openNav' : null;
    return 'closeNav';
  }
  if (Math.abs(dy) >= options.minDistance && Math.abs(dy) >= 2 * Math.abs(dx) && start.y <= options.topZone) {
    return dy > 0 ? 'showBar' : 'hideBar';
  }
  return null;
}

/** Listens for one-finger swipes on the whole page and calls the matching handler. */
export function useSwipe(
  handlers: Partial<Record<SwipeAction, () => void>>,
  options: SwipeOptions = defaultSwipeOptions,
  target: () => EventTarget = () => document,
): void {
  // Handlers change every render; the listeners read the latest without re-subscribing.
  const latest = useRef({ handlers, options });
  useEffect(() => {
    latest.current = { handlers, options };
  });

  useEffect(() => {
    const element = target();
    let start: TouchPoint | null = null;
    const onStart = (event: Event) => {
      const touches = (event as TouchEvent).touches;
      const touch = touches?.length === 1 ? touches[0] : undefined;
      start = touch ? { x: touch.clientX, y: touch.clientY, time: Date.now() } : null;
    };
    const onEnd = (event: Event) => {
      const touch = (event as TouchEvent).changedTouches?.[0];
      if (!start || !touch) return;
      const action = classifySwipe(
        start,
        { x: touch.clientX, y: touch.clientY, time: Date.now() },
        latest.current.options,
      );
      start = null;
      if (action) latest.current.handlers[action]?.();
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: true });
    element.addEventListener('touchcancel', onCancel, { passive: true });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
    // The target is chosen once, when the component mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
