import { expect, test } from '@playwright/test';
import { signUpFast } from './support';
import { keptOnDevice } from './support/offline';
import { apiAs } from './support/api';

// The worker serves the app without a connection, as a person has it (playwright.config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

interface Stamp {
  _id: string;
  name: string;
  startTime: string;
}

test('offline, a stamp-in and a new note wait on the device across a reload, then reach the server once, the stamp starting when pressed', async ({
  page,
  request,
}) => {
  // A service worker installing and reloads without a connection: more than one journey's time.
  test.slow();
  const { userId } = await signUpFast(page);
  const api = await apiAs(page, request);
  const group = await api<{ _id: string }>('post', '/time-group', { name: 'Work' });
  await api('post', '/sub-group', { name: 'Coding', timeGroupId: group._id });
  const diary = await api<{ _id: string }>('post', '/notes-collection', { name: 'Dagbok' });
  const diaryAddress = `/notes-collection/${diary._id}`;
  const serverNotes = async () =>
    (await api<{ notes: { name: string }[] }>('get', `/note?notesCollectionId=${diary._id}`)).notes;

  // Online once: both pages read, kept on the device, and the service worker in control.
  await page.goto('/time-tracker');
  const field = page.getByPlaceholder('What are you working on?');
  await expect(field).toBeVisible();
  await expect.poll(() => keptOnDevice(page, userId), { timeout: 15_000 }).toContain('Coding');
  await page.goto(diaryAddress);
  await expect(page.getByRole('heading', { name: 'Dagbok', level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await expect.poll(() => keptOnDevice(page, userId), { timeout: 15_000 }).toContain(diary._id);
  expect(await keptOnDevice(page, userId)).toContain('Coding');

  // Without a connection: stamp in on Coding; it runs at once, marked as waiting.
  await page.context().setOffline(true);
  await page.goto('/time-tracker');
  await field.fill('Coding');
  await field.press('Enter');
  const running = page.getByTestId('running-stamp');
  await expect(running).toContainText('Coding');
  await expect(running.getByTestId('waiting-to-send')).toBeVisible();
  const pressedBy = Date.now();

  // …and write a note: saved on the device, shown in the list marked as waiting.
  await page.goto(diaryAddress);
  await page.getByRole('button', { name: 'New note' }).click();
  const editor = page.getByRole('form', { name: 'New note' });
  await editor.getByLabel('Name').fill('On the train');
  await editor.getByLabel('Note', { exact: true }).fill('Written without a signal.');
  await editor.getByRole('button', { name: 'Save note' }).click();
  await expect(editor).toBeHidden();
  const note = page.getByRole('link', { name: 'On the train' });
  await expect(note).toBeVisible();
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(1);

  // Opened again without a connection: both still shown, still waiting, and counted.
  await page.reload();
  await expect(note).toBeVisible();
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(1);
  await expect(page.getByText('2 changes wait to be sent.')).toBeVisible();
  await page.goto('/time-tracker');
  await expect(running).toContainText('Coding');
  await expect(running.getByTestId('waiting-to-send')).toBeVisible();

  // The server has neither yet.
  expect(await api<Stamp[]>('get', '/time-stamp?active=true')).toEqual([]);
  expect(await serverNotes()).toEqual([]);

  // Back online: both are sent once, and the stamp started when it was pressed, not when sent.
  await page.context().setOffline(false);
  await expect(page.getByTestId('waiting-to-send')).toHaveCount(0, { timeout: 30_000 });
  await expect(running).toContainText('Coding');
  const stamps = await api<Stamp[]>('get', '/time-stamp?active=true');
  expect(stamps.map((stamp) => stamp.name)).toEqual(['Coding']);
  expect(Date.parse(stamps[0]!.startTime)).toBeLessThanOrEqual(pressedBy);
  // The note is sent after the stamp (in the order made): wait for it, not for this page's marks.
  await expect
    .poll(async () => (await serverNotes()).map((each) => each.name), { timeout: 30_000 })
    .toEqual(['On the train']);
});
