import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountRefusals } from '@ordna/contract/account/refusals';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { ImportAnExport } from './ImportAnExport';

afterEach(async () => {
  act(() => session.clear());
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const exportFile = (text: string) => new File([text], 'ordna-ann-2026-11-26.json', { type: 'application/json' });
const anExport = JSON.stringify({ format: 'ordna-export', version: 1, tables: {} });

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  return screen.findByRole('dialog', { name: 'Import an export' });
}

describe('importing an export', () => {
  it('sends the chosen file once confirmed, closes, and reads the preferences that came with it', async () => {
    signInForTest();
    const server = stubServer({
      'POST /api/account/import': { status: 200, body: { status: true, data: { rows: { notes: 2, drinks: 1 } } } },
      'GET /api/auth/user': () => {
        const user = session.current!;
        const preferences = { ...user.preferences, timeZone: 'Europe/Stockholm' };
        return { status: 200, body: { status: true, data: { ...user, is2faEnabled: false, preferences } } };
      },
    });
    renderWithProviders(<ImportAnExport />);
    await choose(exportFile(anExport));
    expect(server.calls.some((call) => call.path === '/api/account/import')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.find((call) => call.path === '/api/account/import')?.body).toEqual(JSON.parse(anExport));
    expect(session.current?.preferences.timeZone).toBe('Europe/Stockholm');
  });

  it("says the server's refusal in the person's language, and keeps the dialog open", async () => {
    signInForTest();
    await i18next.changeLanguage('se');
    stubServer({
      'POST /api/account/import': { status: 409, body: { status: false, ...accountRefusals.importNotEmpty } },
    });
    renderWithProviders(<ImportAnExport />);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, exportFile(anExport));
    await userEvent.click(await screen.findByRole('button', { name: 'Importera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En export kan bara importeras till ett tomt konto: det här kontot innehåller redan saker.',
    );
  });

  it('refuses a file cut short before sending anything', async () => {
    signInForTest();
    const server = stubServer({});
    renderWithProviders(<ImportAnExport />);
    await choose(exportFile(anExport.slice(0, 30)));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(accountRefusals.importTruncated.message);
    expect(server.calls.some((call) => call.path === '/api/account/import')).toBe(false);
  });
});
