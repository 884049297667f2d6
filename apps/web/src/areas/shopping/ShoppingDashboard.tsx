import { Anchor, Card, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatQuantityLine } from '@ordna/contract/quantities';
import type { DashboardSectionProps } from '../../shared/area';

/** The dashboard's shopping card: what was checked off on the day, week or month shown. */
export default function ShoppingDashboard({ answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const section = answer.sections.shopping;
  const decimalSeparator = i18n.language === 'se' ? ',' : '.';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="dashboard-shopping">
      <Stack gap="xs">
        <Anchor component={Link} to="/shopping-lists" fw={700} id="dashboard-shopping">
          {t('shopping.dashboard.title')}
        </Anchor>
        {!section || section.checked.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shopping.dashboard.none')}
          </Text>
        ) : (
          <>
            <Text size="sm">{t('shopping.dashboard.count', { count: section.checked.length })}</Text>
            <List size="sm" spacing={2}>
              {section.checked.map((item) => (
                <List.Item key={item._id}>
                  {formatQuantityLine(item, { decimalSeparator })}{' '}
                  <Text span size="xs" c="dimmed">
                    {item.listName}
                  </Text>
                </List.Item>
              ))}
            </List>
            {section.more && (
              <Text size="xs" c="dimmed">
                {t('shopping.dashboard.more')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
