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

/**
 * The browser's XMLHttpRequest as the import uses it, answering like the server: records what was
 * sent (the File itself, never its text), reports half the body sent, the rest on `sendAll`, and
 * answers `answer` on `finish` (so the test sees each step).
 */
function stubUpload(answer: { status: number; body: unknown }) {
  const sent: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  let finish = () => {};
  let sendAll = () => {};
  class FakeUpload extends EventTarget {}
  class FakeRequest extends EventTarget {
    upload = new FakeUpload();
    status = 0;
    responseText = '';
    private path = '';
    private readonly headers: Record<string, string> = {};
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(body: Blob) {
      sent.push({ path: this.path, body, headers: this.headers });
      const progress = (loaded: number) => this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded }));
      progress(Math.floor(body.size / 2));
      sendAll = () => progress(body.size);
      finish = () => {
        progress(body.size);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.dispatchEvent(new Event('load'));
      };
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return { sent, sendAll: () => act(() => sendAll()), finish: () => act(() => finish()) };
}

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, file);
  return screen.findByRole('dialog', { name: 'Import an export' });
}

describe('importing an export', () => {
  it('sends the chosen file as it is, shows the megabytes sent, closes, and reads the preferences that came with it', async () => {
    signInForTest();
    const upload = stubUpload({ status: 200, body: { status: true, data: { rows: { notes: 2, drinks: 1 } } } });
    stubServer({
      'GET /api/auth/user': () => {
        const user = session.current!;
        const preferences = { ...user.preferences, timeZone: 'Europe/Stockholm' };
        return { status: 200, body: { status: true, data: { ...user, is2faEnabled: false, preferences } } };
      },
    });
    renderWithProviders(<ImportAnExport />);
    const file = exportFile(anExport.padEnd(2_000_000, ' '));
    await choose(file);
    expect(upload.sent).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sending 1 of 2 MB…');
    expect(upload.sent[0]).toMatchObject({ path: '/api/account/import', body: file });
    expect(upload.sent[0]!.headers['content-type']).toBe('application/json');
    expect(upload.sent[0]!.headers['x-access-token']).toBe(session.current!.access.token);
    await upload.finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.current?.preferences.timeZone).toBe('Europe/Stockholm');
  });

  it('says "importing" once the whole file is sent and the server is bringing it in', async () => {
    signInForTest();
    await i18next.changeLanguage('se');
    stubServer({});
    const upload = stubUpload({ status: 200, body: { status: true, data: { rows: {} } } });
    renderWithProviders(<ImportAnExport />);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, exportFile(anExport));
    await userEvent.click(await screen.findByRole('button', { name: 'Importera' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Skickar 0 av 0 MB…$/);
    await upload.sendAll();
    expect(screen.getByRole('status')).toHaveTextContent('Importerar… ett stort konto tar några minuter.');
    await upload.finish();
  });

  it("says the server's refusal in the person's language, and keeps the dialog open", async () => {
    signInForTest();
    await i18next.changeLanguage('se');
    const upload = stubUpload({ status: 409, body: { status: false, ...accountRefusals.importNotEmpty } });
    renderWithProviders(<ImportAnExport />);
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, exportFile(anExport));
    await userEvent.click(await screen.findByRole('button', { name: 'Importera' }));
    await upload.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En export kan bara importeras till ett tomt konto: det här kontot innehåller redan saker.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('leaves the checking of the file to the server: a file cut short is sent and its refusal shown', async () => {
    signInForTest();
    const upload = stubUpload({ status: 400, body: { status: false, ...accountRefusals.importTruncated } });
    renderWithProviders(<ImportAnExport />);
    await choose(exportFile(anExport.slice(0, 30)));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    await upload.finish();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountRefusals.importTruncated.message);
    expect(upload.sent).toHaveLength(1);
  });
});
