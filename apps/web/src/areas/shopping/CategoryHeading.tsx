import { ActionIcon, Group, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FoodCategory } from '@ordna/contract/kernel/food-categories';
import { phoneTap } from '../../shared/phone-tap';

/**
 * A category's heading in a list, with buttons that move the whole category up or down (the list
 * also learns its order from check-offs); none for a viewer.
 */
export function CategoryHeading({
  category,
  first,
  last,
  readOnly,
  onMove,
}: {
  category: FoodCategory;
  first: boolean;
  last: boolean;
  readOnly: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const name = t(`shopping.category.${category}`);
  return (
    <Group justify="space-between" gap="xs" mt={first ? 0 : 'xs'}>
      <Title order={2} fz="sm" c="dimmed" tt="uppercase" fw={600} id={`shopping-category-${category}`}>
        {name}
      </Title>
      {!readOnly && (
        <Group gap={2}>
          <ActionIcon
            className={phoneTap}
            variant="subtle"
            color="gray"
            size="sm"
            disabled={first}
            aria-label={t('shopping.category.moveUp', { name })}
            onClick={() => onMove(-1)}
          >
            <IconChevronUp size={16} />
          </ActionIcon>
          <ActionIcon
            className={phoneTap}
            variant="subtle"
            color="gray"
            size="sm"
            disabled={last}
            aria-label={t('shopping.category.moveDown', { name })}
            onClick={() => onMove(1)}
          >
            <IconChevronDown size={16} />
          </ActionIcon>
        </Group>
      )}
    </Group>
  );
}
