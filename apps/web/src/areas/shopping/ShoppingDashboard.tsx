import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatQuantityLine } from '@ordna/contract/kernel/quantities';
import type { DashboardSectionProps } from '../../shared/area';
import { DashboardCard } from '../../shared/DashboardCard';

/** The dashboard's shopping card: what was checked off on the day, week or month shown. */
export default function ShoppingDashboard({ answer }: DashboardSectionProps) {
  const { t, i18n } = useTranslation();
  const section = answer.sections.shopping;
  const decimalSeparator = i18n.language === 'se' ? ',' : '.';
  return (
    <DashboardCard title={t('shopping.dashboard.title')} to="/shopping-lists">
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
    </DashboardCard>
  );
}
