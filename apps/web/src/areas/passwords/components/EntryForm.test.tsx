import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { emptyEntry } from '../entry';
import { EntryForm } from './EntryForm';

function entryForm() {
  const onSave = vi.fn();
  renderWithProviders(
    <EntryForm
      initial={emptyEntry()}
      groupId="g1"
      groups={[]}
      submitLabel="Add password"
      saving={false}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return { onSave, user: userEvent.setup() };
}

describe('adding a password that cannot be kept as it is', () => {
  it('takes the person to the name when it is missing, with its message', async () => {
    const { onSave, user } = entryForm();
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription('A password needs a name.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes the person to the one-time code secret when it is not one', async () => {
    const { onSave, user } = entryForm();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mail');
    await user.type(screen.getByRole('textbox', { name: /^One-time code secret/ }), 'not base32!');
    await user.click(screen.getByRole('button', { name: 'Add password' }));
    expect(screen.getByRole('textbox', { name: /^One-time code secret/ })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });
});
