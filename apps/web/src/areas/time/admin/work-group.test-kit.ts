import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { TimeListEntry } from '@ordna/contract/time';
import { ZERO_TOTALS } from '@ordna/contract/time/list';
import type { stubServer } from '../../../test/session.test-kit';

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

/** The time group "Work" (g1) as the list answers it: 1:30:00 in all, and `figures` for its periods (0 unless given). */
export const workEntry = (figures: Partial<TimeListEntry> = {}): TimeListEntry => ({
  _id: 'g1',
  name: 'Work',
  tags: [],
  usage: 3,
  activeStamp: null,
  ...ZERO_TOTALS,
  total: 5_400_000,
  ...figures,
});

/** What the server answers about the time group "Work" (g1) and its two sub groups, and to deleting it. */
export const workWithTwoSubGroups = {
  'GET /api/sub-group': ok([
    { _id: 's1', name: 'Code', timeGroupId: 'g1', tags: [] },
    { _id: 's2', name: 'Mail', timeGroupId: 'g1', tags: [] },
  ]),
  'DELETE /api/time-group': ok(null),
};

/** Answers yes to the delete question of the time group "Work" (g1: 2 sub groups, 3 stamps) and waits for its DELETE. */
export async function confirmDeletingWork(server: ReturnType<typeof stubServer>): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Delete “Work”?' });
  expect(
    within(dialog).getByText('This deletes the time group with its 2 sub groups and 3 stamps.'),
  ).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() =>
    expect(
      server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/time-group?timeGroupId=g1'),
    ).toBe(true),
  );
}
