import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { ExtraPasswordForm } from './ExtraPasswordForm';

afterEach(endTestSession);

describe('extra password form', () => {
  it('asks for the sign-in password and refuses an extra password that is the same, sending nothing', async () => {
    signInForTest();
    const server = stubServer({});
    const onDone = vi.fn();
    renderWithProviders(<ExtraPasswordForm mode="set" onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Set the extra password' }));
    expect(screen.getByText('Enter your current password')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Your sign-in password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Extra password'), 'correct horse battery');
    await userEvent.type(screen.getByLabelText('Repeat the extra password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Set the extra password' }));
    expect(screen.getByText('Choose a password other than the one you sign in with.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your current password')).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });
});
