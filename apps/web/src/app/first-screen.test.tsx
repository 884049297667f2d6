import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/providers.test-kit';
import { preloadFirstScreen } from './first-screen';
import { appRoutes } from './router';

describe('preloadFirstScreen', () => {
  it('settles once the page at the address has come, so the first render draws the page and no loader', async () => {
    await preloadFirstScreen('/login');
    renderRoutes(appRoutes(), '/login');
    // Synchronously, right after the first render: nothing left to wait for.
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('settles for an address no page matches', async () => {
    await expect(preloadFirstScreen('/no/such/page')).resolves.toBeUndefined();
  });
});
