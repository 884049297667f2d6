import { Alert, Button, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrinkCollection } from '@ordna/contract/drinks';
import { DRINK_DISPLAY_NAME_MAX } from '@ordna/contract/drinks/limits';
import { PublicSwitch } from './PublicSwitch';
import { useChangeCollection } from './use-drinks';

/**
 * The owner's choices about a collection's public page: on or off, only what can be made from
 * stock (a menu for guests), and the title it shows them ("Drink menu" unless they give one; the
 * collection's own name stays private). While it is public it says which of the drinks guests see
 * (only those made public one by one) and offers to make the others public too.
 */
export function CollectionPublicPanel({ collection }: { collection: DrinkCollection }) {
  const { t } = useTranslation();
  const change = useChangeCollection();
  const [displayName, setDisplayName] = useState(collection.displayName);
  const drinkCollectionId = collection._id;
  const shown = collection.drinks.filter((drink) => drink.publicId !== null).length;
  const hidden = collection.drinks.length - shown;
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
        {collection.publicId !== null && (
          <Alert
            variant="light"
            color={hidden > 0 ? 'blue' : 'teal'}
            icon={<IconWorld size={18} />}
            title={
              hidden > 0
                ? t('drinks.public.guestsSee', { count: shown, total: collection.drinks.length })
                : t('drinks.public.guestsSeeAll', { count: shown })
            }
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {hidden > 0 ? t('drinks.public.othersHidden', { count: hidden }) : t('drinks.public.allShown')}
              </Text>
              {hidden > 0 && (
                <Button
                  size="xs"
                  variant="default"
                  loading={change.isPending}
                  onClick={() => change.mutate({ drinkCollectionId, publishDrinks: true })}
                >
                  {t('drinks.public.publishOthers', { count: hidden })}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
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
