import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ActionsMenu } from '../ActionsMenu';
import { ConfirmDialog, NameModal } from './dialogs';

function RenameFromButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Rename</button>
      {open && (
        <NameModal
          title="Rename group"
          naming={{ label: 'storage.group.name', required: 'refusals.storage.groupNameRequired', maxLength: 20 }}
          submitLabel="Save"
          initialName="Pantry"
          loading={false}
          onSave={() => setOpen(false)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe("the kit's dialogs, loaded when first opened", () => {
  it('draws nothing of a closed dialog, and gives the name field the focus once opened by the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RenameFromButton />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Rename' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rename group' });
    const field = within(dialog).getByLabelText(/Group name/);
    await vi.waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps Cancel focused in a confirm dialog opened after the page was drawn', async () => {
    const user = userEvent.setup();
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Delete</button>
          <ConfirmDialog
            opened={open}
            title="Delete Pantry?"
            confirmLabel="Delete it"
            onConfirm={() => {}}
            onClose={() => setOpen(false)}
          >
            It goes for good.
          </ConfirmDialog>
        </>
      );
    }
    renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Pantry?' });
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });
});

describe('an actions menu loaded when first pressed', () => {
  it('opens on the first Enter and walks its items with the arrows', async () => {
    const user = userEvent.setup();
    const rename = vi.fn();
    renderWithProviders(
      <ActionsMenu
        label="Actions for Pantry"
        actions={[
          { label: 'Rename', icon: IconPencil, onClick: rename },
          { label: 'Delete', icon: IconTrash, onClick: () => {}, danger: true },
        ]}
      />,
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Actions for Pantry' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(rename).toHaveBeenCalledOnce();
  });
});
