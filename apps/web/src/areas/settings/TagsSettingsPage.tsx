import { useTranslation } from 'react-i18next';
import { TagsManager } from '../time/public';
import { SettingsFrame } from './SettingsFrame';

/** /settings/tags: the time tracker's tags, managed with the time area's own tags manager. */
export default function TagsSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingsFrame title={t('settings.tags.title')}>
      <TagsManager />
    </SettingsFrame>
  );
}
