import { Alert, Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LINK_LABEL_MAX,
  LINK_URL_MAX,
  type CustomLinkEntry,
  type LinkOrderEntry,
} from '@ordna/contract/auth/link-order';
import { localizeRefusal } from '../../i18n/refusals';
import { checkCustomLink, newCustomLink, type CustomLinkProblems } from './custom-link';

/** Adds a custom link (a label and an http(s) address) to the side bar; resolves true when saved. */
export function CustomLinkForm({
  current,
  onAdd,
}: {
  current: readonly LinkOrderEntry[];
  onAdd: (link: CustomLinkEntry) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [label, setLabel] = useState('');
  const [url, setUrl] = useState('');
  const [problems, setProblems] = useState<CustomLinkProblems | null>(null);
  const [saving, setSaving] = useState(false);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkCustomLink(label, url, current);
    setProblems(found);
    if (found) return;
    setSaving(true);
    const saved = await onAdd(newCustomLink(label, url));
    setSaving(false);
    if (saved) {
      setLabel('');
      setUrl('');
    }
  };

  return (
    <form onSubmit={add} noValidate aria-label={t('settings.links.addTitle')}>
      {problems?.form && (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {localizeRefusal(problems.form)}
        </Alert>
      )}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('settings.links.label')}
          placeholder={t('settings.links.labelPlaceholder')}
          value={label}
          maxLength={LINK_LABEL_MAX}
          onChange={(event) => setLabel(event.currentTarget.value)}
          error={problems?.label && localizeRefusal(problems.label)}
          style={{ flex: '1 1 160px' }}
        />
        <TextInput
          label={t('settings.links.url')}
          placeholder="https://"
          type="url"
          value={url}
          maxLength={LINK_URL_MAX}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={problems?.url && localizeRefusal(problems.url)}
          style={{ flex: '2 1 220px' }}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} leftSection={<IconPlus size={16} />} loading={saving}>
          {t('settings.links.add')}
        </Button>
      </Group>
    </form>
  );
}
