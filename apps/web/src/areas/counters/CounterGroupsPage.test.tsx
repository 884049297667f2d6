import { Notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Counter, CounterGroup } from '@ordna/contract/counters';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import CounterGroupsPage from './CounterGroupsPage';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

const water: Counter = {
  _id: 'c1',
  counterGroupId: 'g1',
  name: 'Water',
  step: 1,
  unit: 'glass',
  value: 4,
  dailyGoal: 8,
  today: 4,
};
const health: CounterGroup = { _id: 'g1', name: 'Health', counters: [water] };

describe('the counters page', () => {
  it('offers Undo after a change, and Undo takes the change back', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/counter-group': ok([health]),
      'PUT /api/counter': ok({ ...water, value: 5, today: 5 }),
      'POST /api/counter-undo': ok({ counter: water, undone: { amount: 1, kind: 'change' } }),
    });
    renderWithProviders(
      <>
        <Notifications />
        <CounterGroupsPage />
      </>,
      '/counter-groups',
    );
    expect(await screen.findByText('4 of 8 glass today')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add 1 to Water' }));
    const toast = await screen.findByTestId('undo-toast');
    expect(toast).toHaveTextContent('Water +1 → 5');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Undone: Water -1.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET').map((call) => [call.path, call.body])).toEqual([
      ['/api/counter', { counterId: 'c1', change: 1 }],
      ['/api/counter-undo', { counterId: 'c1' }],
    ]);
  });

  it('opens a counter’s history with Enter and asks before a reset', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/counter-group': ok([health]),
      'GET /api/counter-change': ok({
        changes: [
          { _id: 'x1', amount: 1, time: '2026-11-18T10:00:00.000Z', kind: 'change', valueAfter: 4, mine: true },
        ],
        pageNumber: 1,
        totalPages: 1,
      }),
      'POST /api/counter-reset': ok({ ...water, value: 0, today: 0 }),
    });
    renderWithProviders(
      <>
        <Notifications />
        <CounterGroupsPage />
      </>,
      '/counter-groups',
    );
    const name = await screen.findByRole('button', { name: 'History of Water' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Water: history' });
    expect(await within(drawer).findByText('→ 4')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Reset to zero' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset “Water” to zero?' });
    expect(server.calls.some((call) => call.path === '/api/counter-reset')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Reset to zero' }));
    expect(await screen.findByText('Reset Water to 0.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path === '/api/counter-reset')).toHaveLength(1);
  });
});
