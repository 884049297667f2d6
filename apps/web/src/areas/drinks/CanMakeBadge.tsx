import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Whether a drink can be made from stock now; nothing when no ingredient points at storage. */
export function CanMakeBadge({ canMake }: { canMake: boolean | null }) {
  const { t } = useTranslation();
  if (canMake === null) return null;
  return (
    <Badge variant="light" color={canMake ? 'green' : 'red'} data-testid="can-make">
      {canMake ? t('drinks.canMake') : t('drinks.cannotMake')}
    </Badge>
  );
}
