import { Notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers.test-kit';
import { offerUndo } from './notify';

const offer = (message: string, onUndo: () => void) =>
  offerUndo({ id: 'undo-thing', message, undoLabel: 'Undo', closeLabel: 'Close', onUndo });

describe('the undo toast', () => {
  it('says what happened, and Undo calls back once and closes it', async () => {
    const user = userEvent.setup();
    const onUndo = vi.fn();
    renderWithProviders(<Notifications />);
    act(() => offer('Deleted Coding.', onUndo));
    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent('Deleted Coding.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByTestId('undo-toast')).not.toBeInTheDocument());
  });

  it('replaces the toast of the same thing instead of stacking another', async () => {
    renderWithProviders(<Notifications />);
    act(() => offer('Water +1', () => {}));
    await screen.findByText('Water +1');
    act(() => offer('Water +2', () => {}));
    await screen.findByText('Water +2');
    expect(screen.getAllByTestId('undo-toast')).toHaveLength(1);
  });
});
