import { Paper, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrinkCollection } from '@ordna/contract/drinks';
import { DRINK_DISPLAY_NAME_MAX } from '@ordna/contract/drinks-limits';
import { PublicSwitch } from './PublicSwitch';
import { useChangeCollection } from './use-drinks';

/**
 * The owner's choices about a collection's public page: on or off, only what can be made from
 * stock (a menu for guests), and the name it shows for them (none unless they give one).
 */
export function CollectionPublicPanel({ collection }: { collection: DrinkCollection }) {
  const { t } = useTranslation();
  const change = useChangeCollection();
  const [displayName, setDisplayName] = useState(collection.displayName);
  const drinkCollectionId = collection._id;
  const saveName = () => {
    if (displayName.trim() !== collection.displayName) change.mutate({ drinkCollectionId, displayName });
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="public-page-heading">
      <Stack gap="sm">
        <Title order={2} fz="md" id="public-page-heading">
          {t('drinks.public.title')}
        </Title>
        <PublicSwitch
          publicId={collection.publicId}
          path="drink-collection"
          label={t('drinks.public.collection')}
          description={t('drinks.public.collectionHint')}
          pending={change.isPending}
          onChange={(on) => change.mutate({ drinkCollectionId, public: on })}
        />
        <Switch
          checked={collection.onlyInStock}
          disabled={change.isPending}
          label={t('drinks.public.onlyInStock')}
          description={t('drinks.public.onlyInStockHint')}
          onChange={(event) => change.mutate({ drinkCollectionId, onlyInStock: event.currentTarget.checked })}
        />
        <TextInput
          label={t('drinks.public.displayName')}
          description={t('drinks.public.displayNameHint')}
          value={displayName}
          maxLength={DRINK_DISPLAY_NAME_MAX}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          onBlur={saveName}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveName();
          }}
        />
      </Stack>
    </Paper>
  );
}
