import { Button, Group, TextInput } from '@mantine/core';
import { IconWorldDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeImport } from '@ordna/contract/recipes';
import { RECIPE_URL_MAX } from '@ordna/contract/recipes/limits';
import { useImportRecipe } from './use-recipes';

/** "Import from a page": reads a page's recipe into the form; `initialUrl` imports at once. */
export function RecipeImportField({
  initialUrl,
  onImported,
}: {
  initialUrl: string;
  onImported: (imported: RecipeImport) => void;
}) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(initialUrl);
  const importing = useImportRecipe();
  const started = useRef(false);
  const run = (address: string) => importing.mutate(address, { onSuccess: onImported });
  useEffect(() => {
    if (initialUrl && !started.current) {
      started.current = true;
      run(initialUrl);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim()) run(url.trim());
  };
  return (
    <form onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="url"
          label={t('recipes.import.label')}
          description={t('recipes.import.description')}
          placeholder="https://"
          value={url}
          maxLength={RECIPE_URL_MAX}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Button
          type="submit"
          variant="light"
          loading={importing.isPending}
          leftSection={<IconWorldDownload size={16} />}
        >
          {t('recipes.import.button')}
        </Button>
      </Group>
    </form>
  );
}
