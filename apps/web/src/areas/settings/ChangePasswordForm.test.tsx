import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { ChangePasswordForm } from './ChangePasswordForm';

afterEach(endTestSession);

describe('change password form', () => {
  it('a short new password shows one message, not two', async () => {
    signInForTest();
    stubServer({});
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getAllByText(/at least 8 characters/)).toHaveLength(1);
  });

  it('puts a common new password the server refuses on the new-password field', async () => {
    signInForTest();
    stubServer({
      'PUT /api/auth/password': { status: 400, body: { status: false, ...authRefusals.commonPassword } },
    });
    renderWithProviders(<ChangePasswordForm />);
    await userEvent.type(screen.getByLabelText('Current password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('New password'), 'iloveyou');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'iloveyou');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const next = screen.getByLabelText('New password');
    const field = next.closest('.mantine-PasswordInput-root');
    await waitFor(() => expect(field).toHaveTextContent(authRefusals.commonPassword.message));
    expect(screen.getAllByText(authRefusals.commonPassword.message)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
