import '../../i18n/i18n';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { AuthCard } from './AuthCard';

const jsdomMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = jsdomMatchMedia;
});

/** A system whose colour scheme is dark, as `prefers-color-scheme` reports it. */
function systemIsDark() {
  window.matchMedia = (query: string) => {
    const list = jsdomMatchMedia(query);
    return Object.assign(Object.create(list) as MediaQueryList, {
      matches: query.includes('prefers-color-scheme: dark'),
      media: query,
    });
  };
}

function renderCard() {
  return render(
    <MantineProvider env="test" defaultColorScheme="auto">
      <AuthCard title="Sign in">
        <p>form</p>
      </AuthCard>
    </MantineProvider>,
  );
}

it('on a dark system with nothing saved, the theme switch offers light and the first click shows it', async () => {
  systemIsDark();
  renderCard();
  const toLight = await screen.findByRole('button', { name: 'Switch to the light theme' });
  await userEvent.click(toLight);
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light'));
  expect(screen.getByRole('button', { name: 'Switch to the dark theme' })).toBeInTheDocument();
});

it('on a light system the switch offers dark and turns the page dark', async () => {
  renderCard();
  await userEvent.click(await screen.findByRole('button', { name: 'Switch to the dark theme' }));
  await waitFor(() => expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'));
  expect(screen.getByRole('button', { name: 'Switch to the light theme' })).toBeInTheDocument();
});
