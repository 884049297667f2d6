import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyOrNothing } from './lazy-or-nothing';

describe('a component loaded after the first paint', () => {
  it('draws itself once its chunk arrives', async () => {
    const { Component } = lazyOrNothing(() => Promise.resolve({ default: () => <p>Loaded</p> }));
    render(
      <Suspense fallback={null}>
        <Component />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
  });

  it('draws nothing, and leaves the page standing, when its chunk cannot be fetched', async () => {
    const { Component, preload } = lazyOrNothing(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <h1>Still here</h1>
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      </main>,
    );
    await preload();
    expect(await screen.findByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    expect(screen.getByRole('main').childElementCount).toBe(1);
  });
});
