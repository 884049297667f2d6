import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { useState, type ReactNode } from 'react';
import { DeleteButton, EditButton } from '../../shared/PageButtons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Drink } from '@ordna/contract/drinks';
import { ConfirmDialog, lazyDialog } from '../../shared/lazy/dialogs';
import { PicturePicker } from '../../shared/picture/PicturePicker';
import { PageColumn, PageHeader } from '../../shared/PageHeader';
import { LoadingRows, QueryError } from '../../shared/QueryStates';
import { SharedByBadge } from '../../shared/SharedBy';
import { CanMakeBadge } from './CanMakeBadge';
import { lineOf } from './ingredient-lines';
import { PublicSwitch } from './PublicSwitch';
import {
  useChangeDrink,
  useDeleteDrink,
  useDrink,
  useDrinkCollection,
  useRemoveDrinkPicture,
  useUploadDrinkPicture,
} from './use-drinks';

// Loaded when first opened (shared/lazy/dialogs.tsx): the page's first load carries none of it.
const DrinkFormModal = lazyDialog(() => import('./DrinkFormModal').then((module) => module.DrinkFormModal));

/** /drink/:drinkId: one drink, whole: ingredients with what is in stock, method, glass, garnish, notes. */
export default function DrinkPage() {
  const { t } = useTranslation();
  const { drinkId = '' } = useParams();
  const drink = useDrink(drinkId);
  return (
    <PageColumn width="reading">
      {drink.isPending && <LoadingRows rows={3} />}
      {drink.isError && (
        <>
          <PageHeader title={t('drinks.drink.title')} back={{ label: t('drinks.title'), to: '/drink-collections' }} />
          <QueryError title={t('drinks.drink.loadFailed')} error={drink.error} onRetry={() => void drink.refetch()} />
        </>
      )}
      {drink.isSuccess && <DrinkView drink={drink.data} />}
    </PageColumn>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4} component="section">
      <Title order={2} fz="sm" tt="uppercase" c="dimmed">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DrinkView({ drink }: { drink: Drink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const collection = useDrinkCollection(drink.drinkCollectionId);
  const change = useChangeDrink();
  const remove = useDeleteDrink();
  const upload = useUploadDrinkPicture();
  const removePicture = useRemoveDrinkPicture();
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const sharedBy = collection.data?.sharedBy;
  const isOwner = collection.isSuccess && !sharedBy;
  const canChange = collection.isSuccess && sharedBy?.role !== 'viewer';
  const collectionPath = `/drink-collection/${drink.drinkCollectionId}`;
  const details = [
    [t('drinks.drink.glass'), drink.glass],
    [t('drinks.drink.garnish'), drink.garnish],
  ].filter(([, value]) => value);

  return (
    <Stack gap="lg">
      <PageHeader
        title={drink.name}
        back={{ label: collection.data?.name ?? t('drinks.collection.title'), to: collectionPath }}
        below={
          <Group gap={6}>
            <CanMakeBadge canMake={drink.canMake} />
            {sharedBy && <SharedByBadge sharedBy={sharedBy} size="xs" />}
            {drink.tags.map((tag) => (
              <Badge key={tag} variant="light" color="gray" radius="sm">
                {tag}
              </Badge>
            ))}
          </Group>
        }
        actions={
          canChange && (
            <>
              <EditButton label={t('drinks.drink.edit')} onClick={() => setDialog('edit')} />
              <DeleteButton label={t('drinks.drink.delete')} variant="default" onClick={() => setDialog('delete')} />
            </>
          )
        }
      />
      <PicturePicker
        image={drink.image}
        name={drink.name}
        canChange={canChange}
        busy={upload.isPending || removePicture.isPending}
        onUpload={(picture) => upload.mutate({ drinkId: drink._id, picture })}
        onRemove={() => removePicture.mutate(drink._id)}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Section title={t('drinks.drink.ingredients')}>
            {drink.ingredients.length === 0 ? (
              <Text c="dimmed">{t('drinks.drink.noIngredients')}</Text>
            ) : (
              <List spacing={2}>
                {drink.ingredients.map((ingredient, index) => (
                  <List.Item key={index}>
                    {lineOf(ingredient).text}
                    {ingredient.inStock === false && (
                      <Text component="span" c="var(--mantine-color-error)" size="sm">
                        {' '}
                        ({t('drinks.drink.outOfStock')})
                      </Text>
                    )}
                  </List.Item>
                ))}
              </List>
            )}
          </Section>
          {drink.method && (
            <Section title={t('drinks.drink.method')}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{drink.method}</Text>
            </Section>
          )}
          {details.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {details.map(([label, value]) => (
                <Section key={label} title={label!}>
                  <Text>{value}</Text>
                </Section>
              ))}
            </SimpleGrid>
          )}
          {drink.notes && (
            <Section title={t('drinks.drink.notes')}>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{drink.notes}</Text>
            </Section>
          )}
        </Stack>
      </Paper>
      {isOwner && (
        <Paper withBorder radius="md" p="md">
          <PublicSwitch
            publicId={drink.publicId}
            path="drink"
            label={t('drinks.public.drink')}
            description={t('drinks.public.drinkHint')}
            pending={change.isPending}
            onChange={(on) => change.mutate({ drinkId: drink._id, public: on })}
          />
        </Paper>
      )}
      {dialog === 'edit' && (
        <DrinkFormModal
          title={t('drinks.drink.editTitle')}
          submitLabel={t('drinks.drink.save')}
          drink={drink}
          loading={change.isPending}
          onClose={() => setDialog(null)}
          onSave={(fields) => change.mutate({ ...fields, drinkId: drink._id }, { onSuccess: () => setDialog(null) })}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'delete'}
        title={t('drinks.drink.deleteTitle', { name: drink.name })}
        confirmLabel={t('drinks.drink.delete')}
        loading={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => remove.mutate(drink._id, { onSuccess: () => void navigate(collectionPath) })}
      >
        {t('drinks.drink.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
