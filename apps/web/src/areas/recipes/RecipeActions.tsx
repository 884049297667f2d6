import { Button, Group } from '@mantine/core';
import { IconChefHat, IconShoppingCartPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, lazyDialog } from '../../shared/lazy/dialogs';
import { notifySuccess } from '../../shared/notify';
import { useCook } from './use-recipes';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const ShoppingPreviewDialog = lazyDialog(
  () => import('./ShoppingPreviewDialog').then((module) => module.ShoppingPreviewDialog),
  (props) => props.opened,
);

/**
 * What a person does with a recipe in the kitchen, for the servings shown: send what storage lacks
 * to the default shopping list (after a preview of each line), or cook it (take its ingredients out of storage, after asking).
 */
export function RecipeActions({ recipeId, servings, name }: { recipeId: string; servings: number; name: string }) {
  const { t } = useTranslation();
  const cook = useCook();
  const [asking, setAsking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="light" leftSection={<IconShoppingCartPlus size={16} />} onClick={() => setPreviewing(true)}>
        {t('recipes.shop.button')}
      </Button>
      <ShoppingPreviewDialog
        recipeId={recipeId}
        servings={servings}
        opened={previewing}
        onClose={() => setPreviewing(false)}
      />
      <Button variant="default" leftSection={<IconChefHat size={16} />} onClick={() => setAsking(true)}>
        {t('recipes.cook.button')}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={t('recipes.cook.title', { name })}
        confirmLabel={t('recipes.cook.confirm')}
        loading={cook.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          cook.mutate(
            { recipeId, servings },
            {
              onSuccess: (use) => {
                setAsking(false);
                notifySuccess(t('recipes.cook.done', { count: use.count }));
              },
            },
          )
        }
      >
        {t('recipes.cook.body', { count: servings })}
      </ConfirmDialog>
    </Group>
  );
}
