import { renderHook, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asPage, pageOnItsWay, routerKinds } from '../../../test/leaving.test-kit';
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

  it.each(routerKinds)('not while the page is leaving for the next one, with $kind', async ({ renderAt }) => {
    const onNew = vi.fn();
    const onStop = vi.fn();
    function Tracker() {
      useTrackerKeys({ onNew, onStop });
      return createElement('p', null, 'the tracker');
    }
    const next = pageOnItsWay();
    const { go } = renderAt(
      [
        { path: '/', element: asPage(createElement(Tracker)) },
        { path: '/next', element: next.element },
      ],
      '/',
    );
    await go('/next');
    expect(screen.getByText('the tracker')).toBeInTheDocument();
    press('n');
    press('s');
    expect(onNew).not.toHaveBeenCalled();
    expect(onStop).not.toHaveBeenCalled();
    await next.arrive();
    expect(await screen.findByText('next page')).toBeInTheDocument();
  });
});
