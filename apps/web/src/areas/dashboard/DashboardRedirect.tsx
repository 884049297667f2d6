import { Redirect } from '../../shared/Redirect';
import { useToday } from '../../shared/clock';
import { usePreferences } from '../../shared/use-preferences';
import { dashboardPath } from './dashboard-path';

/** /dashboard: today's page, today in the person's time zone. */
export default function DashboardRedirect() {
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  return <Redirect to={dashboardPath(today)} replace />;
}
