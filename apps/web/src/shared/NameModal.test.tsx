import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers.test-kit';
import { NameModal } from './NameModal';

function renderModal(onSave: (name: string) => void, initialName?: string) {
  renderWithProviders(
    <NameModal
      title="Rename group"
      naming={{ label: 'storage.group.name', required: 'refusals.storage.groupNameRequired', maxLength: 5 }}
      submitLabel="Save"
      initialName={initialName}
      loading={false}
      onSave={onSave}
      onClose={() => {}}
    />,
  );
}

describe('NameModal', () => {
  it("refuses a blank name with the area's own message and saves nothing", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderModal(onSave);
    await user.type(await screen.findByLabelText(/Group name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A storage group needs a name.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves the trimmed name, starting from the one it had, and holds it to its bound', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderModal(onSave, 'Pan');
    const input = await screen.findByLabelText(/Group name/);
    expect(input).toHaveValue('Pan');
    await user.type(input, 'try shelf{Enter}');
    expect(onSave).toHaveBeenCalledWith('Pantr');
  });
});
