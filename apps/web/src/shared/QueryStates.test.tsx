import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/providers.test-kit';
import { ReadStates } from './QueryStates';

const read = (state: 'pending' | 'error' | 'success', data?: unknown[]) => ({
  isPending: state === 'pending',
  isError: state === 'error',
  isSuccess: state === 'success',
  data,
  error: state === 'error' ? new Error('The server is away') : null,
  refetch: vi.fn(),
});

const empty = { icon: null, texts: 'drinks.empty', action: <button type="button">New collection</button> };

describe('ReadStates', () => {
  it('shows placeholder rows while the list loads', async () => {
    renderWithProviders(<ReadStates read={read('pending')} failed="Could not load" empty={empty} />);
    expect(await screen.findByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No drink collections yet')).not.toBeInTheDocument();
  });

  it('shows what failed with the reason, and reads again on "Try again"', async () => {
    const user = userEvent.setup();
    const failed = read('error');
    renderWithProviders(<ReadStates read={failed} failed="Could not load the collections" empty={empty} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the collections');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it("shows the area's empty state with its texts and action once it has read an empty list", async () => {
    renderWithProviders(<ReadStates read={read('success', [])} failed="Could not load" empty={empty} />);
    expect(await screen.findByText('No drink collections yet')).toBeInTheDocument();
    expect(screen.getByText(/Start with a collection, such as “Home bar”/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New collection' })).toBeInTheDocument();
  });

  it('shows none of them once it has read a list with something in it', async () => {
    renderWithProviders(
      <>
        <ReadStates read={read('success', [1])} failed="Could not load" empty={empty} />
        <p>The list</p>
      </>,
    );
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByText('No drink collections yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});
