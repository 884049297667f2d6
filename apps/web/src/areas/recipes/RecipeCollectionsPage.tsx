import { Stack, Title } from '@mantine/core';
import { IconChefHat } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddButton } from '../../shared/AddButton';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { ReadStates } from '../../shared/QueryStates';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { CollectionDialogs, type CollectionDialog } from './CollectionDialogs';
import { CollectionRow } from './CollectionRow';
import { RecipeSuggestionsPanel } from './RecipeSuggestionsPanel';
import { useRecipeCollections } from './use-recipes';

/** /recipe-collections: the person's recipe collections, and what they could cook from storage. */
export default function RecipeCollectionsPage() {
  const { t } = useTranslation();
  const collections = useRecipeCollections();
  const [dialog, setDialog] = useState<CollectionDialog | null>(null);
  const items = collections.data ?? [];
  const navigate = useNavigate();
  const keys = useListShortcuts({
    items,
    open: (collection) => void navigate(`/recipe-collection/${collection._id}`),
    create: () => setDialog({ kind: 'add' }),
    copyText: (collection) => collection.name,
    remove: (collection) => !collection.sharedBy && setDialog({ kind: 'delete', collection }),
  });
  const addButton = <AddButton label={t('recipes.collection.add')} onClick={() => setDialog({ kind: 'add' })} />;
  return (
    <PageColumn>
      <Stack gap="lg">
        <PageHeader
          title={t('recipes.title')}
          description={t('recipes.description')}
          actions={collections.isSuccess && items.length > 0 && addButton}
        />
        <ReadStates
          read={collections}
          failed={t('recipes.loadFailed')}
          loading={{ height: 56 }}
          empty={{ icon: <IconChefHat size={28} />, texts: 'recipes.empty', action: addButton }}
        />
        {items.length > 0 && (
          <Stack gap="xs" ref={keys.listRef} onKeyDown={keys.onKeyDown} aria-label={t('recipes.collection.list')}>
            {items.map((collection, index) => (
              <CollectionRow
                key={collection._id}
                collection={collection}
                index={index}
                itemProps={keys.itemProps}
                onDialog={setDialog}
              />
            ))}
          </Stack>
        )}
        <Stack gap="sm" component="section" aria-labelledby="recipe-suggestions">
          <Title order={2} size="h3" id="recipe-suggestions">
            {t('recipes.suggestions.title')}
          </Title>
          <RecipeSuggestionsPanel />
        </Stack>
      </Stack>
      <CollectionDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </PageColumn>
  );
}
