import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../../shared/use-preferences';
import { useShallowGroups } from '../use-time-groups';
import { Select } from '../../../shared/lazy/inputs';

/**
 * Which of the person's own time groups is their journal (the `journalGroup` preference): its
 * stamps, with their notes, are the journal entries the dashboard shows.
 */
export function JournalGroupPicker() {
  const { t } = useTranslation();
  const { preferences, savePreferences } = usePreferences();
  const groups = useShallowGroups();
  const own = (groups.data ?? []).filter((group) => !group.sharedBy);
  const chosen = own.some((group) => group._id === preferences.journalGroup) ? preferences.journalGroup : null;
  return (
    <Select
      aria-label={t('time.journal.group.label')}
      placeholder={t('time.journal.group.none')}
      data={own.map((group) => ({ value: group._id, label: group.name }))}
      value={chosen}
      onChange={(value) =>
        void savePreferences({ journalGroup: value }, { failureMessage: 'couldNotSaveTimeGroupForNotes' })
      }
      clearable
      searchable
      disabled={groups.isPending}
      nothingFoundMessage={t('time.journal.group.noGroups')}
      w={{ base: '100%', sm: 240 }}
    />
  );
}
