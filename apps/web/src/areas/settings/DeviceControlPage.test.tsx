import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Device } from '@ordna/contract/auth';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import DeviceControlPage from './DeviceControlPage';

afterEach(endTestSession);

const now = new Date().toISOString();
const devices: Device[] = [
  {
    _id: 'other',
    browser: 'Safari 17',
    os: 'iOS 17.5',
    deviceType: 'mobile',
    fingerprint: null,
    name: null,
    lastAddress: '203.0.113.7',
    createdAt: '2026-11-20T13:03:12.000Z',
    lastSeenAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    current: false,
  },
  {
    _id: 'here',
    browser: 'Chrome 140',
    os: 'Linux',
    deviceType: 'desktop',
    fingerprint: 'f',
    name: null,
    lastAddress: null,
    createdAt: now,
    lastSeenAt: now,
    current: true,
  },
];

describe('device control page', () => {
  it('lists this device first and signs another out after confirming', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/auth/devices': { status: 200, body: { status: true, data: devices } },
      'DELETE /api/auth/devices': { status: 200, body: { status: true, data: null } },
    });
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const rows = await screen.findAllByTestId('device');
    expect(rows[0]).toHaveTextContent('Chrome 140 on Linux');
    expect(rows[0]).toHaveTextContent('This device');
    expect(rows[1]).toHaveTextContent('Safari 17 on iOS 17.5');
    expect(rows[1]).toHaveTextContent('Last active 3 hours ago');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Sign out/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(
        server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/auth/devices?deviceId=other'),
      ).toBe(true),
    );
    expect(session.current).not.toBeNull();
  });

  it('signing out this device ends the session here', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/auth/devices': { status: 200, body: { status: true, data: devices } },
      'DELETE /api/auth/devices': { status: 200, body: { status: true, data: null } },
      'POST /api/auth/logout': { status: 200, body: { status: true, data: null } },
    });
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const rows = await screen.findAllByTestId('device');
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Sign out/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('You are about to sign out the device you are using now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(session.current).toBeNull());
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      expect.arrayContaining(['DELETE /api/auth/devices?deviceId=here', 'POST /api/auth/logout']),
    );
  });

  it('tells devices apart: first seen in the person’s time zone, and the address it last came from', async () => {
    signInForTest({ timeZone: 'Europe/Stockholm' });
    stubServer({ 'GET /api/auth/devices': { status: 200, body: { status: true, data: devices } } });
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const rows = await screen.findAllByTestId('device');
    expect(rows[1]).toHaveTextContent('Last active 3 hours ago · from 203.0.113.7');
    expect(rows[1]).toHaveTextContent('First seen 2026-11-20 14:03:12');
    expect(rows[0]).not.toHaveTextContent('from');
  });

  it('renames a device in place; the name shows with its browser and system below', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/auth/devices': { status: 200, body: { status: true, data: devices } },
      'PUT /api/auth/devices': { status: 200, body: { status: true, data: { ...devices[0]!, name: 'Work phone' } } },
    });
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const rows = await screen.findAllByTestId('device');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Rename Safari 17 on iOS 17.5' }));
    const field = within(rows[1]!).getByLabelText('Device name');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'Work phone{Enter}');
    expect(await within(rows[1]!).findByTestId('device-name')).toHaveTextContent('Work phone');
    expect(rows[1]).toHaveTextContent('Browser and system: Safari 17 on iOS 17.5');
    expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ deviceId: 'other', name: 'Work phone' });
    await waitFor(() => expect(within(rows[1]!).getByRole('button', { name: 'Rename Work phone' })).toHaveFocus());
  });

  it('shows a refusal on the name field, and Escape leaves the name as it was', async () => {
    signInForTest();
    stubServer({
      'GET /api/auth/devices': { status: 200, body: { status: true, data: devices } },
      'PUT /api/auth/devices': {
        status: 404,
        body: { status: false, code: 'auth.noSuchDevice', message: 'No such device.' },
      },
    });
    renderWithProviders(<DeviceControlPage />, '/settings/device-control');
    const rows = await screen.findAllByTestId('device');
    await userEvent.click(within(rows[1]!).getByRole('button', { name: /^Rename/ }));
    await userEvent.type(within(rows[1]!).getByLabelText('Device name'), 'Tablet{Enter}');
    expect(await within(rows[1]!).findByText('No such device.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(within(rows[1]!).queryByLabelText('Device name')).toBeNull();
    expect(within(rows[1]!).getByTestId('device-name')).toHaveTextContent('Safari 17 on iOS 17.5');
  });
});
