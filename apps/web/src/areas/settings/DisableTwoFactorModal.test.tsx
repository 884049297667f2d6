import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { DisableTwoFactorModal } from './DisableTwoFactorModal';

afterEach(endTestSession);

describe('turning two-factor sign-in off', () => {
  it('asks for the password, says so on the field when it is wrong, and turns off with the right one', async () => {
    signInForTest();
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { status: false, ...authRefusals.wrongPassword },
    };
    const server = stubServer({ 'POST /api/auth/2fa/disable': () => answer });
    const onDisabled = vi.fn();
    renderWithProviders(<DisableTwoFactorModal opened onClose={() => undefined} onDisabled={onDisabled} />);
    await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });

    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter your password')).toBeInTheDocument();
    expect(server.calls.some((call) => call.path === '/api/auth/2fa/disable')).toBe(false);

    const field = screen.getByLabelText<HTMLInputElement>('Password');
    await userEvent.type(field, 'not it');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(authRefusals.wrongPassword.message)).toBeInTheDocument();
    // The field is selected again, so the next try types over the wrong password.
    await waitFor(() => expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'not it'.length]));
    expect(onDisabled).not.toHaveBeenCalled();

    answer = { status: 200, body: { status: true, data: null } };
    await userEvent.clear(field);
    await userEvent.type(field, 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(onDisabled).toHaveBeenCalledOnce());
    expect(server.calls.filter((call) => call.path === '/api/auth/2fa/disable').at(-1)?.body).toEqual({
      password: 'correct horse battery',
    });
  });
});
