import { Group, Paper, Text, Title } from '@mantine/core';
import { DeleteButton } from '../../../shared/PageButtons';
import { useTranslation } from 'react-i18next';

/** The delete of a group's page, set apart so it is not pressed by accident. */
export function DangerZone({
  description,
  label,
  onDelete,
}: {
  description: string;
  label: string;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="group-admin-danger"
      style={{ borderColor: 'var(--mantine-color-red-outline)' }}
    >
      <Group justify="space-between" align="center" gap="sm">
        <div style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h4" id="group-admin-danger">
            {t('time.admin.dangerZone')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </div>
        <DeleteButton label={label} onClick={onDelete} />
      </Group>
    </Paper>
  );
}
