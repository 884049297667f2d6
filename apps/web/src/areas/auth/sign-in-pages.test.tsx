import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPreferences, type User } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { session } from '../../api/session';
import { guarded, renderRoutes } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import TwoFactorPage from './TwoFactorPage';

const person: User = {
  _id: 'user-9',
  username: 'grace',
  is2faEnabled: false,
  userSessionId: 'session-9',
  preferences: defaultPreferences,
  access: { token: 'token-9', refreshToken: 'refresh-9', created: new Date().toISOString(), expiresIn: 900_000 },
};

/** The sign-in pages behind the real route guard, and one page that needs a signed-in person. */
function renderApp(path: string) {
  return renderRoutes(
    [
      { path: '/login', element: guarded('none', <LoginPage />) },
      { path: '/register', element: guarded('none', <RegisterPage />) },
      { path: '/Auth', element: guarded('none', <TwoFactorPage />) },
      { path: '/', element: guarded('auth', <p>Home page</p>) },
      { path: '/settings/profile', element: guarded('auth', <p>Profile page</p>) },
    ],
    path,
  );
}

async function fillLogin(username = 'grace', password = 'correct horse') {
  await userEvent.type(await screen.findByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(endTestSession);

describe('sign-in journey in the browser', () => {
  it('a deep link goes to /login and returns there after signing in', async () => {
    const server = stubServer({ 'POST /api/auth/login': { status: 200, body: { status: true, data: person } } });
    const { router } = renderApp('/settings/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillLogin();
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(server.calls[0]).toMatchObject({
      path: '/api/auth/login',
      body: { username: 'grace', password: 'correct horse' },
    });
    expect(session.current?._id).toBe('user-9');
  });

  it('shows the server message when sign-in fails', async () => {
    stubServer({
      'POST /api/auth/login': { status: 401, body: { status: false, message: 'Wrong username or password.' } },
    });
    renderApp('/login');
    await fillLogin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(session.current).toBeNull();
  });

  it('asks for the 2FA code when login answers a challenge, then goes where the person was headed', async () => {
    const server = stubServer({
      'POST /api/auth/login': {
        status: 200,
        body: { status: true, data: { twoFactorRequired: true, challenge: 'ch-1' } },
      },
      'POST /api/auth/2fa': { status: 200, body: { status: true, data: person } },
    });
    const { router } = renderApp('/settings/profile');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Auth'));
    expect(session.current).toBeNull();

    await userEvent.click((await screen.findAllByLabelText('Authentication code'))[0]!);
    await userEvent.keyboard('123456');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(server.calls.at(-1)).toMatchObject({ path: '/api/auth/2fa', body: { code: '123456', challenge: 'ch-1' } });
  });

  it('sends a recovery code instead when asked to', async () => {
    const server = stubServer({
      'POST /api/auth/login': {
        status: 200,
        body: { status: true, data: { twoFactorRequired: true, challenge: 'ch-2' } },
      },
      'POST /api/auth/2fa': { status: 200, body: { status: true, data: person } },
    });
    renderApp('/login');
    await fillLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-23456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(server.calls.at(-1)?.body).toEqual({ code: 'abcde-23456', challenge: 'ch-2' });
  });

  it('a wrong code, then Verify with the boxes empty, shows one error, not two', async () => {
    stubServer({
      'POST /api/auth/login': {
        status: 200,
        body: { status: true, data: { twoFactorRequired: true, challenge: 'ch-3' } },
      },
      'POST /api/auth/2fa': {
        status: 400,
        body: { status: false, code: 'auth.wrongCode', message: authRefusals.wrongCode.message },
      },
    });
    renderApp('/login');
    await fillLogin();
    await userEvent.click((await screen.findAllByLabelText('Authentication code'))[0]!);
    await userEvent.keyboard('000000');
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Enter all 6 digits of the code.']);
  });

  it('/Auth without a challenge goes back to /login', async () => {
    const { router } = renderApp('/Auth');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends signed-in visitors of /login and /register Home', async () => {
    signInForTest();
    stubServer({});
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('the guard shows /login as soon as the session ends (a refused refresh, a 403, sign-out)', async () => {
    signInForTest();
    stubServer({});
    const { router } = renderApp('/settings/profile');
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    act(() => session.clear());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('visitor language', () => {
  it('switches in one click with a button naming the other language in that language', async () => {
    stubServer({});
    renderApp('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'English' });
    expect(back).toHaveAttribute('lang', 'en');
    await userEvent.click(back);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('register page', () => {
  it('checks fields inline and sends the time zone and language', async () => {
    const server = stubServer({ 'POST /api/auth/signup': { status: 201, body: { status: true, data: person } } });
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Username'), 'gr');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter the password again')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Username'), 'ace');
    await userEvent.type(screen.getByLabelText('Password'), ' and longer');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'short and longer');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({
      username: 'grace',
      password: 'short and longer',
      language: 'en',
      theme: 'light',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('a short password shows one message, not two', async () => {
    stubServer({});
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Password'), 'short');
    expect(screen.getByText('Too short: at least 8 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getAllByText(/at least 8 characters/)).toHaveLength(1);
    const field = screen.getByLabelText('Password').closest('.mantine-PasswordInput-root');
    expect(field).toHaveTextContent('Password must be at least 8 characters');
  });

  it('puts a common password the server refuses on the password field, once, until it changes', async () => {
    stubServer({
      'POST /api/auth/signup': {
        status: 400,
        body: { status: false, ...authRefusals.commonPassword },
      },
    });
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'Password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Password1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    const field = password.closest('.mantine-PasswordInput-root');
    await waitFor(() => expect(field).toHaveTextContent(authRefusals.commonPassword.message));
    expect(screen.getAllByText(authRefusals.commonPassword.message)).toHaveLength(1);
    expect(screen.queryByText(/^Weak/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(password, 'x');
    expect(screen.queryByText(authRefusals.commonPassword.message)).not.toBeInTheDocument();
  });

  it('starts the new account with the theme the device shows', async () => {
    // Mantine's own store of the colour scheme: the device shows dark.
    localStorage.setItem('mantine-color-scheme-value', 'dark');
    const server = stubServer({ 'POST /api/auth/signup': { status: 201, body: { status: true, data: person } } });
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(server.calls[0]?.body).toMatchObject({ theme: 'dark' });
  });

  it('shows a refusal of the username in Swedish by its code', async () => {
    // What the server answers for a username its schema refuses: the code comes with the refusal.
    stubServer({
      'POST /api/auth/signup': { status: 400, body: { status: false, ...authRefusals.usernameCharacters } },
    });
    renderApp('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Svenska' }));
    await userEvent.type(await screen.findByLabelText('Användarnamn'), 'grace');
    await userEvent.type(screen.getByLabelText('Lösenord'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Bekräfta lösenord'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Skapa konto' }));
    expect(
      await screen.findByText('Användarnamnet får bara innehålla bokstäver, siffror och . _ @ -'),
    ).toBeInTheDocument();
    // The visitor's language outlives the page: back to English for the tests after this one.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('puts "username taken" on the username field', async () => {
    stubServer({
      'POST /api/auth/signup': {
        status: 409,
        body: { status: false, message: 'That username is taken. Please choose another.' },
      },
    });
    renderApp('/register');
    await userEvent.type(await screen.findByLabelText('Username'), 'grace');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const field = screen.getByLabelText('Username');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('That username is taken. Please choose another.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
