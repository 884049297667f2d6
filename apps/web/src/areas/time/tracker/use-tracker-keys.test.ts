import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTrackerKeys } from './use-tracker-keys';

function press(key: string, target: EventTarget = document.body, init: KeyboardEventInit = {}) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTrackerKeys', () => {
  it('n starts something new and s stops, on the page itself', () => {
    const onNew = vi.fn();
    const onStop = vi.fn();
    renderHook(() => useTrackerKeys({ onNew, onStop }));
    press('n');
    press('s');
    expect(onNew).toHaveBeenCalledTimes(1);
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('never while typing, in a dialog, or with Ctrl, Alt or Meta (the list and browser keys)', () => {
    const onNew = vi.fn();
    const onStop = vi.fn();
    renderHook(() => useTrackerKeys({ onNew, onStop }));
    document.body.innerHTML =
      '<input id="field" /><textarea id="area"></textarea><div role="dialog"><button id="in-dialog"></button></div>';
    for (const id of ['field', 'area', 'in-dialog']) {
      press('n', document.getElementById(id)!);
      press('s', document.getElementById(id)!);
    }
    press('n', document.body, { ctrlKey: true });
    press('s', document.body, { metaKey: true });
    press('n', document.body, { altKey: true });
    expect(onNew).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
  });
});
