import { Notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from '../../i18n/i18n';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import ProfilePage from './ProfilePage';
import SettingsPage from './SettingsPage';
import TwoFactorSettingsPage from './TwoFactorSettingsPage';

const withToasts = (page: React.ReactNode) => (
  <>
    <Notifications />
    {page}
  </>
);

const account = { _id: 'user-1', username: 'ada', is2faEnabled: false };

afterEach(async () => {
  act(() => session.clear());
  vi.unstubAllGlobals();
  await act(() => i18next.changeLanguage('en'));
});

describe('settings hub and profile', () => {
  it('saves the language and says so, in the new language', async () => {
    const user = signInForTest();
    const server = stubServer({
      'GET /api/auth/user': {
        status: 200,
        body: { status: true, data: { ...account, preferences: user.preferences } },
      },
      'PUT /api/auth/user/user-1': (request) => ({
        status: 200,
        body: { status: true, data: { preferences: { ...user.preferences, language: 'se' } } },
        request,
      }),
    });
    renderWithProviders(withToasts(<ProfilePage />), '/settings/profile');
    await userEvent.click(await screen.findByText('Svenska'));
    expect(await screen.findByText('Språket har sparats')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ preferences: { language: 'se' } });
    expect(session.current?.preferences.language).toBe('se');
    expect(screen.getByRole('heading', { name: 'Profil' })).toBeInTheDocument();
  });

  it('says "Could not save language" and keeps the old one when saving fails', async () => {
    const user = signInForTest();
    stubServer({
      'GET /api/auth/user': {
        status: 200,
        body: { status: true, data: { ...account, preferences: user.preferences } },
      },
      'PUT /api/auth/user/user-1': { status: 500, body: { status: false, message: 'Something went wrong.' } },
    });
    renderWithProviders(withToasts(<ProfilePage />), '/settings/profile');
    await userEvent.click(await screen.findByText('Svenska'));
    expect(await screen.findByText('Could not save language')).toBeInTheDocument();
    expect(session.current?.preferences.language).toBe('en');
    expect(i18next.language).toBe('en');
  });

  it('links to every settings page and shows the two-factor status', async () => {
    signInForTest();
    stubServer({
      'GET /api/auth/user': { status: 200, body: { status: true, data: { ...account, is2faEnabled: true } } },
    });
    renderWithProviders(<SettingsPage />, '/settings');
    const links = (await screen.findAllByRole('link')).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/settings/profile', '/settings/auth', '/settings/device-control', '/settings/tags']);
    expect(await screen.findByText('On')).toBeInTheDocument();
  });
});

describe('sign-in page: password', () => {
  it('puts "Wrong password" on the current-password field', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/auth/user': { status: 200, body: { status: true, data: account } },
      'PUT /api/auth/password': {
        status: 400,
        body: { status: false, code: 'auth.wrongPassword', message: 'Wrong password' },
      },
    });
    renderWithProviders(withToasts(<TwoFactorSettingsPage />), '/settings/auth');
    await userEvent.type(await screen.findByLabelText('Current password'), 'guess');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new one');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a brand new one');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Wrong password')).toBeInTheDocument();
    const field = screen.getByLabelText('Current password').closest('.mantine-PasswordInput-root');
    expect(field).toHaveTextContent('Wrong password');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: 'guess',
      newPassword: 'a brand new one',
    });
  });

  it('asks for the current password before calling the server', async () => {
    signInForTest();
    const server = stubServer({ 'GET /api/auth/user': { status: 200, body: { status: true, data: account } } });
    renderWithProviders(<TwoFactorSettingsPage />, '/settings/auth');
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});
