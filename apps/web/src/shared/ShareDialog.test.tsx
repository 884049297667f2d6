import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Share } from '@ordna/contract/sharing';
import { session } from '../api/session';
import { renderWithProviders } from '../test/providers.test-kit';
import { signInForTest, stubServer } from '../test/session.test-kit';
import { ShareDialog } from './ShareDialog';

const bo: Share = { _id: 'share-1', username: 'bo', role: 'viewer' };

describe('ShareDialog', () => {
  let shares: Share[];
  let server: ReturnType<typeof stubServer>;
  beforeEach(() => {
    signInForTest();
    shares = [bo];
    server = stubServer({
      'GET /api/share': () => ({ status: 200, body: { status: true, data: shares } }),
      'POST /api/share': () => {
        const added: Share = { _id: 'share-2', username: 'cy', role: 'editor' };
        shares = [...shares, added];
        return { status: 201, body: { status: true, data: added } };
      },
      'PUT /api/share': () => ({ status: 200, body: { status: true, data: { ...bo, role: 'editor' } } }),
      'DELETE /api/share': () => ({ status: 200, body: { status: true, data: null } }),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('shares by keyboard: the username has the focus, a role picked, Enter shares', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareDialog kind="timeGroup" id="g1" name="Garden" opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Share “Garden”' });
    await within(dialog).findByText('bo');
    expect(within(dialog).getByLabelText(/Username/)).toHaveFocus();
    await user.keyboard('cy');
    await user.click(within(dialog).getAllByRole('radio', { name: 'Editor' })[0]!);
    await user.click(within(dialog).getByLabelText(/Username/));
    await user.keyboard('{Enter}');
    await within(dialog).findByText('cy');
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'timeGroup',
      id: 'g1',
      username: 'cy',
      role: 'editor',
    });
  });

  it('changes a role and stops sharing with one person', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareDialog kind="counterGroup" id="c1" name="Birds" opened onClose={() => {}} />);
    const row = (await screen.findByText('bo')).closest('li')!;
    await user.click(within(row).getByRole('radio', { name: 'Editor' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ shareId: 'share-1', role: 'editor' }),
    );
    await user.click(within(row).getByRole('button', { name: 'Stop sharing with bo' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.method === 'DELETE' && call.path.includes('shareId=share-1'))).toBe(true),
    );
  });
});
