import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

export type TimeViewName = 'list' | 'time' | 'graph' | 'calculate';

/** The view switch of /time-groups/* and /time-group/*: list, timeline, graph, calculate. */
export function ViewTabs({ groupId }: { groupId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const views: TimeViewName[] = groupId ? ['list', 'graph', 'calculate'] : ['list', 'time', 'graph', 'calculate'];
  const pathOf = (view: TimeViewName) => (groupId ? `/time-group/${view}/${groupId}` : `/time-groups/${view}`);
  const current = views.find((view) => pathname.startsWith(pathOf(view))) ?? 'list';
  return (
    <Tabs value={current} onChange={(view) => view && navigate(pathOf(view as TimeViewName))} mb="md">
      <Tabs.List>
        {views.map((view) => (
          <Tabs.Tab key={view} value={view}>
            {t(`time.views.${view}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
