import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle, IconSearch, IconWorldDownload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECIPE_QUERY_MAX } from '@ordna/contract/recipes/limits';
import type { RecipeSuggestion } from '@ordna/contract/recipes';
import { ReadStates } from '../../shared/QueryStates';
import { useRecipeCollections, useSuggestions } from './use-recipes';

/** One suggestion: an own recipe with how much of it storage holds, or a page from the web to import. */
function SuggestionRow({ suggestion, importTo }: { suggestion: RecipeSuggestion; importTo: string | null }) {
  const { t } = useTranslation();
  const own = suggestion.id !== null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="recipe-suggestion">
      <Group justify="space-between" wrap="wrap" gap="xs">
        {own ? (
          <Anchor component={Link} to={`/recipe/${suggestion.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {suggestion.name}
          </Anchor>
        ) : (
          <Anchor
            href={suggestion.url}
            target="_blank"
            rel="noreferrer noopener"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {suggestion.name}
          </Anchor>
        )}
        {own ? (
          <Badge variant="light" color={suggestion.inStorage > 0 ? 'teal' : 'gray'} tt="none">
            {t('recipes.suggestions.inStorage', { held: suggestion.inStorage, count: suggestion.ingredientCount })}
          </Badge>
        ) : (
          importTo && (
            <Button
              component={Link}
              to={`/add-recipe/${importTo}?import=${encodeURIComponent(suggestion.url)}`}
              size="xs"
              variant="light"
              leftSection={<IconWorldDownload size={14} />}
            >
              {t('recipes.import.button')}
            </Button>
          )
        )}
      </Group>
    </Paper>
  );
}

/** What the person could cook: their recipes by what storage holds, and pages from the configured search. */
export function RecipeSuggestionsPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [text, setText] = useState('');
  const suggestions = useSuggestions(text);
  const collections = useRecipeCollections();
  const importTo = collections.data?.find((one) => !one.sharedBy)?._id ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setText(draft.trim());
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('recipes.suggestions.search')}
            placeholder={t('recipes.suggestions.searchPlaceholder')}
            value={draft}
            maxLength={RECIPE_QUERY_MAX}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>
            {t('recipes.suggestions.go')}
          </Button>
        </Group>
      </form>
      <ReadStates read={suggestions} failed={t('recipes.suggestions.failed')} loading={{ rows: 2, height: 48 }} />
      {suggestions.isSuccess && (
        <>
          {suggestions.data.own.length === 0 && <Text c="dimmed">{t('recipes.suggestions.noneOwn')}</Text>}
          <Stack gap="xs" data-testid="own-suggestions">
            {suggestions.data.own.map((one) => (
              <SuggestionRow key={one.id} suggestion={one} importTo={importTo} />
            ))}
          </Stack>
          {suggestions.data.web.length > 0 && (
            <Stack gap="xs">
              <Text fw={600}>{t('recipes.suggestions.fromWeb')}</Text>
              {suggestions.data.web.map((one) => (
                <SuggestionRow key={one.url} suggestion={one} importTo={importTo} />
              ))}
            </Stack>
          )}
          {/* How to switch the web search on is the operator's business (README), not every person's. */}
          {!suggestions.data.webSearch && (
            <Text size="sm" c="dimmed">
              {t('recipes.suggestions.ownOnly')}
            </Text>
          )}
          {suggestions.data.webFailed && (
            <Alert variant="light" color="yellow" icon={<IconInfoCircle size={18} />}>
              {t('recipes.suggestions.webFailed')}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
