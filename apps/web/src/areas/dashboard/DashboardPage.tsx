import { ActionIcon, Button, Group, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { Redirect } from '../../shared/Redirect';
import { useTranslation } from 'react-i18next';
import { stepDashboardDate, type DashboardView } from '@ordna/contract/dashboard/span';
import { useToday } from '../../shared/clock';
import { localeOf } from '../../shared/format-day';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { QueryError } from '../../shared/QueryStates';
import { usePreferences } from '../../shared/use-preferences';
import { useAddressAhead } from '../../shared/use-page-leaving';
import { DashboardSections } from './DashboardSections';
import { DaysOverview } from './DaysOverview';
import { spanTitle } from './dashboard-labels';
import {
  dashboardPath,
  dashboardPlaceOf,
  dashboardViews,
  isDashboardDate,
  viewOf,
  type DashboardPlace,
} from './dashboard-path';
import { useDashboard } from './use-dashboard';
import { LENDS_ARROWS, useDashboardKeys } from './use-dashboard-keys';
import { phoneTap } from '../../shared/phone-tap';

/** /dashboard/{date}/{view}: a day, week or month across every area. An address that names no such page opens today. */
export default function DashboardPage() {
  const { date, view: viewParam } = useParams();
  const view = viewOf(viewParam);
  if (!isDashboardDate(date) || !view) return <Redirect to="/dashboard" replace />;
  return <Dashboard date={date} view={view} />;
}

function Dashboard({ date, view }: { date: string; view: DashboardView }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const navigate = useNavigate();
  const { preferences } = usePreferences();
  const today = useToday(preferences.timeZone);
  const dashboard = useDashboard(date, view);

  // Each step starts from the address asked for last, not the date on screen: the next date's page
  // renders in a transition (its sections may still be loading), so ← pressed twice before it
  // shows steps twice. While the dashboard is leaving for another page, the keys do nothing.
  const ahead = useAddressAhead();
  const go = (to: (at: DashboardPlace) => DashboardPlace) => {
    const at = dashboardPlaceOf(ahead()?.pathname ?? '');
    const place = at && to(at);
    if (place && isDashboardDate(place.date)) void navigate(dashboardPath(place.date, place.view));
  };
  const previous = () => go((at) => ({ ...at, date: stepDashboardDate(at.date, at.view, -1) }));
  const next = () => go((at) => ({ ...at, date: stepDashboardDate(at.date, at.view, 1) }));
  const toToday = () => go((at) => ({ ...at, date: today }));
  useDashboardKeys({ onPrevious: previous, onNext: next, onToday: toToday });

  const stepLabel = (direction: 'previous' | 'next') => t(`dashboard.${direction}.${view}`);
  const answer = dashboard.data;
  return (
    <PageColumn>
      <PageHeader
        title={spanTitle(date, view, locale)}
        description={t('dashboard.keysHint')}
        actions={
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              className={phoneTap}
              variant="default"
              size="lg"
              onClick={previous}
              aria-label={stepLabel('previous')}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <Button variant="default" onClick={toToday} disabled={date === today}>
              {t('dashboard.today')}
            </Button>
            <ActionIcon className={phoneTap} variant="default" size="lg" onClick={next} aria-label={stepLabel('next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
        below={
          <SegmentedControl
            value={view}
            onChange={(value) => go((at) => ({ ...at, view: viewOf(value) ?? 'day' }))}
            data={dashboardViews.map((value) => ({ value, label: t(`dashboard.view.${value}`) }))}
            aria-label={t('dashboard.view.label')}
            {...{ [LENDS_ARROWS]: true }}
            w="fit-content"
          />
        }
      />
      {dashboard.isError && !answer ? (
        <QueryError
          title={t('dashboard.loadFailed')}
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      ) : !answer ? (
        <Stack gap="md" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton h={120} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={dashboard.isPlaceholderData} opacity={dashboard.isPlaceholderData ? 0.6 : 1}>
          {answer.view !== 'day' && <DaysOverview days={answer.days} today={today} locale={locale} />}
          <DashboardSections date={answer.date} view={answer.view} answer={answer} />
        </Stack>
      )}
    </PageColumn>
  );
}
