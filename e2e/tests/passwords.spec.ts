import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { untilAnswering } from '../../bench/until-answering';
import { signUpFast } from './support';
import { setExtraPassword, unlockVault, unlockVaultAfterAWrongOne } from './support/steps';

/**
 * The vault, end to end, and the proof that the server learns nothing (docs/architecture.md,
 * "Three levels of access"). This journey starts a server of its own, so it can read that
 * server's database file and every log line afterwards.
 */
const MARKER = 'ZKMARK3r7Q';
const EXTRA_PASSWORD = 'violet lantern 4711';
const port = Number(process.env.E2E_PORT ?? 4173) + 150;
const database = path.join(os.tmpdir(), `ordna-e2e-vault-${process.pid}-${Date.now()}.db`);
const serverMain = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist/main.js');
let server: ChildProcess;
const logLines: string[] = [];

test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  // The start takes what the machine needs (untilAnswering gives up only when the server exits).
  test.setTimeout(0);
  server = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database,
      // Every line the server would write, requests included.
      LOG_LEVEL: 'trace',
      AUTH_RATE_LIMIT_PER_MINUTE: '10000',
      LOGIN_RATE_LIMIT: '1000',
      VALIDATE_ANSWERS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  // The server's exit, with its log, is the failure.
  await untilAnswering(server, `http://127.0.0.1:${port}/api/health`).catch((error: unknown) => {
    throw new Error(`the vault journey's server did not start: ${String(error)}\n${logLines.join('\n')}`);
  });
});

test.afterAll(() => {
  server?.kill();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
});

/** Every request body the page sent. */
function recordBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => bodies.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return bodies;
}

test('the vault: set the extra password, keep an entry, lock and unlock, and the server never sees a secret', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const bodies = recordBodies(page);
  await signUpFast(page);

  await page.goto('/password-groups');
  await expect(page).toHaveURL(/\/password-login$/);
  await expect(page.getByText('If you forget it, your passwords are lost')).toBeVisible();
  await setExtraPassword(page, EXTRA_PASSWORD);

  await page.getByRole('button', { name: 'Add group' }).first().click();
  await page.getByRole('dialog').getByLabel('Group name').fill(`Email ${MARKER}`);
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByRole('heading', { name: `Email ${MARKER}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add password' }).click();
  await page.getByLabel(/^Name/).fill(`Mail ${MARKER}`);
  await page.getByLabel('Username').fill(`ann-${MARKER}`);
  await page.getByLabel('Password', { exact: true }).fill(`pw-${MARKER}`);
  await page.getByLabel('One-time code secret').fill('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  await page.getByLabel('Notes').fill(`Notes ${MARKER}`);
  await page.getByRole('button', { name: 'Add password' }).click();
  await expect(page.getByRole('link', { name: `Mail ${MARKER}`, exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Mail ${MARKER}`, exact: true }).click();

  await expect(page).toHaveURL(/\/password\/[0-9A-Za-z]{12}$/);
  await expect(page.getByTestId('totp-code')).toHaveText(/^\d{3} \d{3}$/);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(`pw-${MARKER}`)).toBeVisible();
  await expect(page.getByText(`Notes ${MARKER}`)).toBeVisible();

  // Locked, the vault's pages send the person to its sign-in; a wrong extra password opens nothing.
  await page.getByRole('button', { name: 'Lock' }).click();
  await expect(page).toHaveURL(/\/password-login$/);
  await unlockVaultAfterAWrongOne(page, EXTRA_PASSWORD);
  await expect(page).toHaveURL(/\/password\/[0-9A-Za-z]{12}$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: `Mail ${MARKER}` })).toBeVisible();

  // Search runs in the browser on the decrypted list.
  await page.goto('/password-groups');
  await expect(page).toHaveURL(/\/password-login$/);
  await unlockVault(page, EXTRA_PASSWORD);
  await page.getByRole('searchbox', { name: 'Search passwords' }).fill(`ann-${MARKER.toLowerCase()}`);
  await expect(page.getByText('1 password found')).toBeVisible();

  // The console finds it, and signs out of the vault only.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Shift+Period');
  const prompt = page.getByRole('textbox', { name: 'Command' });
  await prompt.fill('psw search mail');
  await prompt.press('Enter');
  await expect(page.getByText(/^1\s+Mail ZKMARK3r7Q/)).toBeVisible();
  await prompt.fill('us signout -p');
  await prompt.press('Enter');
  // The vault's page gives way to its sign-in at once (the console closes as the page changes).
  await expect(page).toHaveURL(/\/password-login$/);
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await expect(page.getByText('Your sign-in password')).toBeHidden();

  const sent = bodies.join('\n');
  expect(sent).toContain('/api/password');
  expect(sent).not.toContain(MARKER);
  expect(sent).not.toContain(EXTRA_PASSWORD);

  const stored = ['', '-wal', '-shm']
    .map((suffix) => `${database}${suffix}`)
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file).toString('latin1'))
    .join('\n');
  expect(stored).toContain('passwordGroups');
  expect(stored).not.toContain(MARKER);
  expect(stored).not.toContain(EXTRA_PASSWORD);

  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.join('\n')).not.toContain(MARKER);
  expect(logLines.join('\n')).not.toContain(EXTRA_PASSWORD);
});
