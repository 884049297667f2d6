import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconGlassCocktail, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Drink, DrinkCollection } from '@ordna/contract/drinks';
import { AddButton } from '../../shared/AddButton';
import { ActionsMenu } from '../../shared/ActionsMenu';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { EmptyListState, LoadingRows, QueryError } from '../../shared/QueryStates';
import { ShareButton } from '../../shared/ShareDialog';
import { LeaveShareButton, SharedByBadge } from '../../shared/SharedBy';
import { useListShortcuts } from '../../shared/use-list-shortcuts';
import { CanMakeBadge } from './CanMakeBadge';
import { NameModal } from '../../shared/NameModal';
import { COLLECTION_NAMING } from './collection-naming';
import { CollectionPublicPanel } from './CollectionPublicPanel';
import { DrinkFormModal } from './DrinkFormModal';
import { drinksKeys } from './drinks-keys';
import { ingredientsSummary } from './ingredient-lines';
import {
  useAddDrink,
  useChangeCollection,
  useDeleteCollection,
  useDeleteDrink,
  useDrinkCollection,
} from './use-drinks';

type Dialog = 'addDrink' | 'rename' | 'delete' | { deleteDrink: Drink } | null;

/** /drink-collection/:drinkCollectionId: a collection's drinks, its public page and sharing. */
export default function DrinkCollectionPage() {
  const { t } = useTranslation();
  const { drinkCollectionId = '' } = useParams();
  const collection = useDrinkCollection(drinkCollectionId);
  const back = { label: t('drinks.title'), to: '/drink-collections' };
  return (
    <PageColumn>
      {collection.isPending && <LoadingRows rows={3} />}
      {collection.isError && (
        <>
          <PageHeader title={t('drinks.collection.title')} back={back} />
          <QueryError
            title={t('drinks.collection.loadFailed')}
            error={collection.error}
            onRetry={() => void collection.refetch()}
          />
        </>
      )}
      {collection.isSuccess && <CollectionView collection={collection.data} back={back} />}
    </PageColumn>
  );
}

function CollectionView({ collection, back }: { collection: DrinkCollection; back: { label: string; to: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const addDrink = useAddDrink();
  const rename = useChangeCollection();
  const remove = useDeleteCollection();
  const removeDrink = useDeleteDrink();
  const { sharedBy } = collection;
  const canChange = sharedBy?.role !== 'viewer';
  const keys = useListShortcuts({
    items: collection.drinks,
    open: (drink) => void navigate(`/drink/${drink._id}`),
    create: canChange ? () => setDialog('addDrink') : undefined,
    copyText: (drink) => drink.name,
    remove: canChange ? (drink) => setDialog({ deleteDrink: drink }) : undefined,
  });
  const addButton = canChange && <AddButton label={t('drinks.addDrink')} onClick={() => setDialog('addDrink')} />;
  const ownerActions = !sharedBy && (
    <>
      <ShareButton kind="drinkCollection" id={collection._id} name={collection.name} />
      <ActionsMenu
        label={t('drinks.collection.actions', { name: collection.name })}
        placement="header"
        actions={[
          { label: t('drinks.collection.rename'), icon: IconPencil, onClick: () => setDialog('rename') },
          { label: t('drinks.collection.delete'), icon: IconTrash, onClick: () => setDialog('delete'), danger: true },
        ]}
      />
    </>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={collection.name}
        back={back}
        description={t('drinks.drinkCount', { count: collection.drinks.length })}
        below={sharedBy && <SharedByBadge sharedBy={sharedBy} />}
        actions={
          <>
            {addButton}
            {ownerActions}
            {sharedBy && (
              <LeaveShareButton
                sharedBy={sharedBy}
                name={collection.name}
                listKey={drinksKeys.all}
                onLeft={() => void navigate('/drink-collections')}
              />
            )}
          </>
        }
      />
      {collection.drinks.length === 0 ? (
        <EmptyListState
          icon={<IconGlassCocktail size={28} />}
          title={t('drinks.collection.emptyTitle')}
          description={t('drinks.collection.emptyBody')}
          action={addButton}
        />
      ) : (
        <Stack
          gap="xs"
          role="list"
          aria-label={t('drinks.collection.drinks')}
          ref={keys.listRef}
          onKeyDown={keys.onKeyDown}
        >
          {collection.drinks.map((drink, index) => (
            <Paper
              key={drink._id}
              withBorder
              radius="md"
              p="md"
              role="listitem"
              data-testid="drink-row"
              {...keys.itemProps(index)}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                <Stack gap={4} miw={0}>
                  <Anchor component={Link} to={`/drink/${drink._id}`} fw={600} data-list-focus>
                    {drink.name}
                  </Anchor>
                  {drink.ingredients.length > 0 && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {ingredientsSummary(drink.ingredients)}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {drink.publicId && (
                    <Badge variant="light" leftSection={<IconWorld size={12} />}>
                      {t('drinks.public.badge')}
                    </Badge>
                  )}
                  <CanMakeBadge canMake={drink.canMake} />
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {!sharedBy && <CollectionPublicPanel key={collection._id} collection={collection} />}
      {dialog === 'addDrink' && (
        <DrinkFormModal
          title={t('drinks.drink.addTitle', { collection: collection.name })}
          submitLabel={t('drinks.addDrink')}
          loading={addDrink.isPending}
          onClose={() => setDialog(null)}
          onSave={(fields) =>
            addDrink.mutate({ ...fields, drinkCollectionId: collection._id }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      {dialog === 'rename' && (
        <NameModal
          naming={COLLECTION_NAMING}
          title={t('drinks.collection.renameTitle')}
          submitLabel={t('drinks.collection.rename')}
          initialName={collection.name}
          loading={rename.isPending}
          onClose={() => setDialog(null)}
          onSave={(name) =>
            rename.mutate({ drinkCollectionId: collection._id, name }, { onSuccess: () => setDialog(null) })
          }
        />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('drinks.collection.deleteTitle', { name: collection.name })}
        confirmLabel={t('drinks.collection.delete')}
        loading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate(collection._id, { onSuccess: () => void navigate('/drink-collections') })}
      >
        {t('drinks.collection.deleteBody', { count: collection.drinks.length })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={typeof dialog === 'object' && dialog !== null}
        title={t('drinks.drink.deleteTitle', {
          name: typeof dialog === 'object' && dialog !== null ? dialog.deleteDrink.name : '',
        })}
        confirmLabel={t('drinks.drink.delete')}
        loading={removeDrink.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          typeof dialog === 'object' &&
          dialog !== null &&
          removeDrink.mutate(dialog.deleteDrink._id, { onSuccess: () => setDialog(null) })
        }
      >
        {t('drinks.drink.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
