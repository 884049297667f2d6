import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { classifySwipe, defaultSwipeOptions, useSwipe, type SwipeAction } from './use-swipe';

const at = (x: number, y: number, time = 0) => ({ x, y, time });

describe('classifySwipe', () => {
  it('opens the side bar on a swipe right from the left edge', () => {
    expect(classifySwipe(at(10, 300), at(150, 310, 200))).toBe('openNav');
  });

  it('ignores a swipe right that starts away from the edge', () => {
    expect(classifySwipe(at(120, 300), at(300, 300, 200))).toBeNull();
  });

  it('closes the side bar on a swipe left anywhere', () => {
    expect(classifySwipe(at(300, 400), at(100, 380, 200))).toBe('closeNav');
  });

  it('shows and hides the second bar on a vertical swipe at the top', () => {
    expect(classifySwipe(at(200, 20), at(205, 140, 200))).toBe('showBar');
    expect(classifySwipe(at(200, 90), at(190, 10, 200))).toBe('hideBar');
  });

  it('ignores a vertical swipe lower down (that is scrolling)', () => {
    expect(classifySwipe(at(200, 400), at(200, 200, 200))).toBeNull();
  });

  it('ignores short, slow and diagonal moves', () => {
    expect(classifySwipe(at(5, 300), at(40, 300, 100))).toBeNull();
    expect(classifySwipe(at(5, 300), at(200, 300, defaultSwipeOptions.maxDuration + 1))).toBeNull();
    expect(classifySwipe(at(5, 20), at(120, 120, 200))).toBeNull();
  });
});

function Swipeable({ onAction }: { onAction: (action: SwipeAction) => void }) {
  useSwipe({
    openNav: () => onAction('openNav'),
    closeNav: () => onAction('closeNav'),
    showBar: () => onAction('showBar'),
    hideBar: () => onAction('hideBar'),
  });
  return null;
}

function swipe(from: { x: number; y: number }, to: { x: number; y: number }) {
  fireEvent.touchStart(document, { touches: [{ clientX: from.x, clientY: from.y }] });
  fireEvent.touchEnd(document, { touches: [], changedTouches: [{ clientX: to.x, clientY: to.y }] });
}

describe('useSwipe', () => {
  it('calls the handler for each swipe on the page', () => {
    const onAction = vi.fn();
    render(<Swipeable onAction={onAction} />);
    swipe({ x: 4, y: 300 }, { x: 200, y: 300 });
    swipe({ x: 300, y: 300 }, { x: 50, y: 300 });
    swipe({ x: 200, y: 10 }, { x: 200, y: 150 });
    swipe({ x: 200, y: 80 }, { x: 200, y: 0 });
    expect(onAction.mock.calls.map(([action]) => action)).toEqual(['openNav', 'closeNav', 'showBar', 'hideBar']);
  });

  it('ignores two-finger gestures and cancelled touches', () => {
    const onAction = vi.fn();
    render(<Swipeable onAction={onAction} />);
    fireEvent.touchStart(document, {
      touches: [
        { clientX: 4, clientY: 300 },
        { clientX: 40, clientY: 300 },
      ],
    });
    fireEvent.touchEnd(document, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchStart(document, { touches: [{ clientX: 4, clientY: 300 }] });
    fireEvent.touchCancel(document);
    fireEvent.touchEnd(document, { changedTouches: [{ clientX: 200, clientY: 300 }] });
    expect(onAction).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    const onAction = vi.fn();
    const { unmount } = render(<Swipeable onAction={onAction} />);
    unmount();
    swipe({ x: 4, y: 300 }, { x: 200, y: 300 });
    expect(onAction).not.toHaveBeenCalled();
  });
});
