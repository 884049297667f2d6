import { localDate } from '@ordna/contract/kernel/periods';
import { defaultPreferences } from '@ordna/contract/auth/plain';
import { session } from '../../api/session';
import type { AreaCommand } from '../../shared/area';
import { dashboardPath, isDashboardDate } from './dashboard-path';
import { readDateWords } from './date-words';

/** `db [date]`: opens the dashboard of a date, today when none is given. */
const db: AreaCommand = {
  name: 'db',
  subcommands: ['today', 'yesterday', 'tomorrow'],
  helpKeys: ['dashboard.commands.help'],
  needsLogin: true,
  run: async ({ words }, { navigate, t }) => {
    const timeZone = session.current?.preferences.timeZone ?? defaultPreferences.timeZone;
    const date = readDateWords(words.join(' '), localDate(Date.now(), timeZone)) ?? undefined;
    if (!isDashboardDate(date)) return [{ text: t('dashboard.commands.notADate'), tone: 'error' }];
    navigate(dashboardPath(date));
    return [{ text: t('dashboard.commands.opening', { date }), tone: 'success' }];
  },
};

const dashboardCommands: readonly AreaCommand[] = [db];
export default dashboardCommands;
