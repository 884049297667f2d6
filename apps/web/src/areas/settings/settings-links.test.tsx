import { Notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Preferences } from '@ordna/contract/auth';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import DeviceControlPage from './DeviceControlPage';
import SettingsPage from './SettingsPage';
import { SIDE_BAR_NAMES, SIDE_BAR_PLACES } from '../../test/side-bar.test-kit';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

/** A server that saves preferences as sent (or fails every save). */
function serve(fail = false, extra: Parameters<typeof stubServer>[0] = {}) {
  return stubServer({
    'GET /api/auth/user': ok({
      _id: 'user-1',
      username: 'ada',
      is2faEnabled: false,
      preferences: session.current!.preferences,
    }),
    'PUT /api/auth/user/user-1': () =>
      fail
        ? { status: 500, body: { status: false, message: 'Something went wrong.' } }
        : ok({ preferences: session.current!.preferences }),
    ...extra,
  });
}

const rows = () => screen.getAllByTestId('link-row').map((row) => row.textContent);
const savedOrder = (server: ReturnType<typeof serve>) =>
  (server.calls.filter((call) => call.method === 'PUT').at(-1)?.body as { preferences: Partial<Preferences> })
    .preferences.linkOrder;

describe('side bar links on /settings', () => {
  it('moves an area with the keyboard and saves the order', async () => {
    signInForTest();
    const server = serve();
    renderWithProviders(
      <>
        <Notifications />
        <SettingsPage />
      </>,
      '/settings',
    );
    const all = SIDE_BAR_NAMES;
    expect(rows()).toEqual(all);
    const moveUp = screen.getByRole('button', { name: 'Move Counter up' });
    await userEvent.click(moveUp);
    expect(rows().indexOf('Counter')).toBe(all.indexOf('Drinks'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Counter up' })).toHaveFocus());
    for (const above of all.slice(0, all.indexOf('Drinks')).reverse()) {
      fireEvent.keyDown(screen.getByRole('button', { name: 'Move Counter up' }), { key: 'ArrowUp', altKey: true });
      expect(rows().indexOf('Counter')).toBe(rows().indexOf(above) - 1);
      if (above !== 'Home')
        await waitFor(() => expect(screen.getByRole('button', { name: 'Move Counter up' })).toHaveFocus());
    }
    expect(rows()).toEqual(['Counter', ...all.filter((name) => name !== 'Counter')]);
    // At the top, the focus passes to the other button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Counter down' })).toHaveFocus());
    expect(screen.getByText(`Counter moved to position 1 of ${all.length}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(savedOrder(server)).toEqual(
        ['counter', ...SIDE_BAR_PLACES.filter((place) => place !== 'counter')].map((place) => ({
          kind: 'area',
          place,
          hidden: place === 'passwords',
        })),
      ),
    );
  });

  it('hides an area and adds a custom link, checking it first', async () => {
    signInForTest();
    const server = serve();
    renderWithProviders(<SettingsPage />, '/settings');
    await userEvent.click(screen.getByRole('switch', { name: 'Show Time Tracker in the side bar' }));
    expect(session.current?.preferences.linkOrder).toContainEqual({ kind: 'area', place: 'timeTracker', hidden: true });

    const form = screen.getByRole('form', { name: 'Add a link' });
    await userEvent.type(within(form).getByLabelText('Address'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    expect(within(form).getByText('A link needs a label.')).toBeInTheDocument();
    expect(within(form).getByText('A link must be an http:// or https:// address.')).toBeInTheDocument();
    const puts = server.calls.filter((call) => call.method === 'PUT').length;

    await userEvent.type(within(form).getByLabelText('Label'), 'Wiki');
    await userEvent.clear(within(form).getByLabelText('Address'));
    await userEvent.type(within(form).getByLabelText('Address'), 'https://wiki.example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(rows()).toContain('Wikihttps://wiki.example.com'));
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(puts + 1);
    expect(savedOrder(server)?.at(-1)).toMatchObject({
      kind: 'custom',
      label: 'Wiki',
      url: 'https://wiki.example.com',
    });
    expect(within(form).getByLabelText('Label')).toHaveValue('');
  });

  it('says "Could not save links" and puts the old order back when saving fails', async () => {
    signInForTest();
    serve(true);
    renderWithProviders(
      <>
        <Notifications />
        <SettingsPage />
      </>,
      '/settings',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Move Settings up' }));
    expect(await screen.findByText('Could not save links')).toBeInTheDocument();
    expect(rows()).toEqual(SIDE_BAR_NAMES);
  });
});

describe('device shutdown on /settings/device-control', () => {
  const tokens = [{ _id: 'tok1', name: 'laptop', createdAt: new Date().toISOString(), lastUsedAt: null }];
  const extra = {
    'GET /api/auth/devices': ok([]),
    'GET /api/integration-token': ok(tokens),
    'POST /api/integration-token': {
      status: 201,
      body: { status: true, data: { _id: 'tok2', name: 'desk', token: 'ordna_it_secret42' } },
    },
  };

  it('turns device shutdown on, leaves a device out, and shows the hook with a new token', async () => {
    signInForTest();
    const server = serve(false, extra);
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const laptop = await screen.findByRole('checkbox', { name: 'laptop' });
    expect(laptop).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'End running stamps when a device shuts down' }));
    expect(session.current?.preferences.useDeviceShutdown).toBe(true);
    await userEvent.click(laptop);
    expect(session.current?.preferences.deviceShutdownConfig).toEqual({ 'ignore.tok1': true });

    expect(screen.getByTestId('hook-linux')).toHaveTextContent('Bearer ordna_it_YOUR_TOKEN');
    await userEvent.type(screen.getByLabelText('Device name'), 'desk');
    await userEvent.click(screen.getByRole('button', { name: 'Make a token' }));
    expect(await screen.findByTestId('hook-linux')).toHaveTextContent(
      /ExecStop=\/usr\/bin\/curl .*Bearer ordna_it_secret42.*\/api\/device-shutdown/,
    );
    expect(server.calls).toContainEqual({ method: 'POST', path: '/api/integration-token', body: { name: 'desk' } });
  });

  it('says "Could not save device shutdown config" when saving fails', async () => {
    signInForTest();
    serve(true, extra);
    renderWithProviders(
      <>
        <Notifications />
        <DeviceControlPage />
      </>,
      '/settings/device-control',
    );
    await userEvent.click(await screen.findByRole('switch', { name: 'End running stamps when a device shuts down' }));
    expect(await screen.findByText('Could not save device shutdown config')).toBeInTheDocument();
    expect(session.current?.preferences.useDeviceShutdown).toBe(false);
  });
});
