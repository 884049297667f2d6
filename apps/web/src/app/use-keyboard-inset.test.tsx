import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEYBOARD_INSET, useKeyboardInset } from './use-keyboard-inset';

/** A phone's visual viewport as the browser reports it: its height shrinks while the keyboard is up. */
class VisualViewport extends EventTarget {
  height = window.innerHeight;
  offsetTop = 0;
  show(keyboard: number) {
    this.height = window.innerHeight - keyboard;
    this.dispatchEvent(new Event('resize'));
  }
}

const inset = () => document.documentElement.style.getPropertyValue(KEYBOARD_INSET);

describe('useKeyboardInset', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'visualViewport');
  });

  it('lifts what sits at the foot by the keyboard’s height while it is up, and back down after', () => {
    const viewport = new VisualViewport();
    Object.defineProperty(window, 'visualViewport', { value: viewport, configurable: true });
    const { unmount } = renderHook(() => useKeyboardInset());
    expect(inset()).toBe('0px');

    viewport.show(300);
    expect(inset()).toBe('300px');
    viewport.show(0);
    expect(inset()).toBe('0px');

    unmount();
    expect(inset()).toBe('');
  });

  it('leaves the foot alone where the browser has no visual viewport', () => {
    Object.defineProperty(window, 'visualViewport', { value: null, configurable: true });
    renderHook(() => useKeyboardInset());
    expect(inset()).toBe('');
  });
});
