import { expect, test, type Page } from '@playwright/test';
import { signUpFast } from './support';

/** Posts heartbeats as a script would: only the integration token, as a Bearer header. */
async function postHeartbeat(page: Page, token: string, url: string, time: Date) {
  const response = await page.request.post('/api/heartbeat', {
    headers: { Authorization: `Bearer ${token}` },
    data: { url, title: 'Example page', time: time.toISOString() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { accepted: number; matched: number } }).data;
}

test('heartbeats from a script become one automatic stamp through a URL rule', async ({ page }) => {
  // Many steps through dialogs: give a busy machine room.
  test.setTimeout(120_000);
  await signUpFast(page);
  const groupName = `Browsing ${Date.now().toString(36)}`;

  // Create a token: shown once, with a curl line for this server.
  await page.goto('/time-tracker/integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByText('No tokens yet.', { exact: false })).toBeVisible();
  await page.getByLabel('Token name').fill('e2e script');
  await page.getByRole('button', { name: 'Create token' }).click();
  const reveal = page.getByRole('status').filter({ hasText: 'Token “e2e script” created' });
  await expect(reveal).toBeVisible();
  const token = (await reveal.getByText(/^ordna_it_/).innerText()).trim();
  expect(token).toMatch(/^ordna_it_[\w-]{40,}$/);
  const origin = new URL(page.url()).origin;
  await expect(reveal.getByText(`curl -X POST ${origin}/api/heartbeat`, { exact: false })).toBeVisible();
  await reveal.getByRole('button', { name: 'I have copied it' }).click();
  await expect(reveal).toBeHidden();
  await expect(page.getByText('e2e script')).toBeVisible();
  await expect(page.getByText('Never used')).toBeVisible();

  // A rule for the host example.com, into a new time group.
  await page.getByRole('link', { name: 'URL rules' }).click();
  await expect(page).toHaveURL(/\/time-tracker\/admin\/define-urls$/);
  await expect(page.getByText('No URL rules yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add rule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a URL rule' });
  await dialog.getByRole('textbox', { name: 'Pattern' }).fill('example.com');
  await dialog.getByRole('button', { name: 'Create a new time group instead' }).click();
  await dialog.getByRole('textbox', { name: 'New time group' }).fill(groupName);
  await dialog.getByRole('combobox', { name: 'Sub group' }).fill('Reading');
  await dialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(dialog).toBeHidden();
  const rule = page.getByRole('listitem').filter({ hasText: 'example.com' });
  await expect(rule).toContainText(groupName);
  await expect(rule).toContainText('Reading');

  // Two heartbeats a minute apart make one automatic stamp of one minute; another host matches nothing.
  const now = new Date();
  expect(await postHeartbeat(page, token, 'https://example.com/a', new Date(now.getTime() - 60_000))).toEqual({
    accepted: 1,
    matched: 1,
  });
  expect(await postHeartbeat(page, token, 'https://example.com/b', now)).toEqual({ accepted: 1, matched: 1 });
  expect(await postHeartbeat(page, token, 'https://news.example.org/today', now)).toEqual({
    accepted: 1,
    matched: 0,
  });

  // The stamp is in the group list with its minute, as an automatic stamp.
  await page.goto('/time-groups');
  const row = page.getByRole('listitem').filter({ hasText: groupName });
  await expect(row).toContainText('0:01:00');

  // The unmatched host is listed; a rule can be made from it.
  await page.goto('/time-tracker/admin/define-urls/list');
  const host = page.getByRole('listitem').filter({ hasText: 'news.example.org' });
  await expect(host).toContainText('1 heartbeat');
  await host.getByRole('button', { name: 'Make a rule for news.example.org' }).click();
  const fromHost = page.getByRole('dialog', { name: 'Add a URL rule' });
  await expect(fromHost.getByRole('textbox', { name: 'Pattern' })).toHaveValue('news.example.org');
  await fromHost.getByRole('button', { name: 'Cancel' }).click();

  // Its detail page shows the heartbeat and a rule form that matches it.
  await host.getByRole('link', { name: 'Open the latest heartbeat from news.example.org' }).click();
  await expect(page).toHaveURL(/\/time-tracker\/admin\/define-urls\/\w+$/);
  await expect(page.getByText('https://news.example.org/today')).toBeVisible();
  await expect(page.getByText('Matches this heartbeat')).toBeVisible();

  // The token now shows when it was last used.
  await page.goto('/time-tracker/integrations');
  await expect(page.getByText(/^Last used /)).toBeVisible();
});
