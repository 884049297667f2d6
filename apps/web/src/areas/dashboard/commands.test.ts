import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../api/session';
import { commandContext } from '../../test/command-context.test-kit';
import { signInForTest } from '../../test/session.test-kit';
import { runLine } from '../console/public';
import dashboardCommands from './commands';

afterEach(() => {
  act(() => session.clear());
  vi.useRealTimers();
});

describe('db', () => {
  it('opens the dashboard of today in the person’s zone, of a date, or of a word', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 UTC is already the next day in Stockholm.
    vi.setSystemTime(new Date('2026-11-17T23:30:00Z'));
    signInForTest({ timeZone: 'Europe/Stockholm' });
    const { context, opened } = commandContext({ commands: dashboardCommands });
    expect(await runLine('db', context)).toEqual([{ text: 'Opening the dashboard of 2026-11-18', tone: 'success' }]);
    await runLine('db 2026-01-31', context);
    await runLine('db yesterday', context);
    expect(opened).toEqual(['/dashboard/2026-11-18', '/dashboard/2026-01-31', '/dashboard/2026-11-17']);
  });

  it('says what a date looks like when it reads none', async () => {
    signInForTest();
    const { context, opened } = commandContext({ commands: dashboardCommands });
    for (const line of ['db someday', 'db 2026-13-01', 'db 2100-01-01']) {
      const [answer] = await runLine(line, context);
      expect(answer).toMatchObject({ tone: 'error', text: expect.stringMatching(/^Not a date/) });
    }
    expect(opened).toEqual([]);
  });
});
