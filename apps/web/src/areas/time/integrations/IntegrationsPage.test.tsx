import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../api/session';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../../test/session.test-kit';
import IntegrationsPage from './IntegrationsPage';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });
const laptop = { _id: 't1', name: 'Laptop', createdAt: '2026-11-18T10:00:00.000Z', lastUsedAt: null };

describe('the integrations page', () => {
  it('invites to create the first token', async () => {
    signInForTest();
    stubServer({ 'GET /api/integration-token': ok([]) });
    renderWithProviders(<IntegrationsPage />);
    expect(await screen.findByText(/No tokens yet/)).toBeInTheDocument();
  });

  it('shows a new token once, with a curl line for this server', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/integration-token': ok([]),
      'POST /api/integration-token': ok({ _id: 't2', name: 'Script', token: 'ordna_it_secret' }, 201),
    });
    renderWithProviders(<IntegrationsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(screen.getByText('Give the token a name.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Token name' }), { target: { value: 'Script' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const reveal = await screen.findByRole('status');
    expect(within(reveal).getByText('ordna_it_secret')).toBeInTheDocument();
    expect(within(reveal).getByText(/curl -X POST http:\/\/localhost(:\d+)?\/api\/heartbeat/)).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Script' });
    await userEvent.click(within(reveal).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText('ordna_it_secret')).not.toBeInTheDocument();
  });

  it('asks before revoking a token', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/integration-token': ok([laptop]),
      'DELETE /api/integration-token': ok(null),
    });
    renderWithProviders(<IntegrationsPage />);
    expect(await screen.findByText('Never used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revoke the token Laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/api/integration-token?tokenId=t1')).toBe(true),
    );
  });
});
