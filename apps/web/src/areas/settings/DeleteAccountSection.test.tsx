import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { DeleteAccountSection } from './DeleteAccountSection';

afterEach(endTestSession);

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account…' }));
  return screen.findByRole('dialog', { name: 'Delete your account?' });
}

describe('deleting the account', () => {
  it('asks for the password, sends it, and forgets this device when the server has deleted everything', async () => {
    signInForTest();
    const server = stubServer({
      'DELETE /api/account': { status: 200, body: { status: true, data: null } },
      'POST /api/auth/logout': { status: 200, body: { status: true, data: null } },
    });
    renderWithProviders(<DeleteAccountSection />);
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/account')).toBe(false);

    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    await waitFor(() => expect(session.current).toBeNull());
    const sent = server.calls.find((call) => call.method === 'DELETE' && call.path === '/api/account');
    expect(sent?.body).toEqual({ password: 'correct horse battery' });
  });

  it('keeps everything and says so on the field when the password is wrong', async () => {
    signInForTest();
    stubServer({
      'DELETE /api/account': { status: 400, body: { status: false, ...authRefusals.wrongPassword } },
    });
    renderWithProviders(<DeleteAccountSection />);
    await openDialog();
    await userEvent.type(screen.getByLabelText('Password'), 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    expect(await screen.findByText(authRefusals.wrongPassword.message)).toBeInTheDocument();
    expect(session.current).not.toBeNull();
  });

  it('asks for the two-factor code when two-factor sign-in is on', async () => {
    signInForTest();
    act(() => session.setUser({ is2faEnabled: true }));
    const server = stubServer({
      'GET /api/auth/user': (request) => ({ status: 200, body: { status: true, data: accountOf(request) } }),
      'DELETE /api/account': { status: 400, body: { status: false, ...accountRefusals.codeRequiredToDelete } },
    });
    renderWithProviders(<DeleteAccountSection />);
    await openDialog();
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Two-factor code'), '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Delete everything' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.path === '/api/account')?.body).toEqual({
        password: 'correct horse battery',
        code: '123 456',
      }),
    );
  });
});

function accountOf(_request: Request) {
  const user = session.current!;
  return { _id: user._id, username: user.username, is2faEnabled: true, preferences: user.preferences };
}
