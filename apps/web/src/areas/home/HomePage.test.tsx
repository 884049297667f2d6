import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { greetingOf } from './greeting';
import HomePage from './HomePage';
import { SHOWN_BY_DEFAULT } from '../../test/side-bar.test-kit';

afterEach(() => {
  act(() => session.clear());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('greetingOf', () => {
  it('says morning, afternoon or evening by the hour', () => {
    expect([4, 5, 11, 12, 17, 18, 23, 0].map(greetingOf)).toEqual([
      'evening',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'evening',
    ]);
  });
});

describe('HomePage', () => {
  it('greets the person by name and links to the areas that exist', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30));
    signInForTest();
    stubServer({});
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good morning, ada');
    const areas = within(screen.getByRole('region', { name: 'Your areas' }));
    const links = areas.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(
      SHOWN_BY_DEFAULT.filter((name) => name !== 'Home'),
    );
    expect(areas.getByRole('link', { name: 'Time Tracker' })).toHaveAttribute('href', '/time-tracker');
    expect(areas.getByRole('link', { name: 'Time Tracker' })).toHaveAccessibleDescription(/track time/i);
  });

  it('speaks Swedish, with the date written the Swedish way', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 14, 0));
    signInForTest({ language: 'se' });
    await act(() => i18next.changeLanguage('se'));
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('God eftermiddag, ada');
    expect(screen.getByText('Måndag 23 november')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tidrapportering' })).toHaveAttribute('href', '/time-tracker');
    await act(() => i18next.changeLanguage('en'));
  });

  it('says good evening late in the day', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 21, 0));
    signInForTest();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good evening, ada');
  });
});
