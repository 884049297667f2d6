import { useTranslation } from 'react-i18next';
import { Select } from '../../../shared/lazy/inputs';
import { StampInCore, type GroupPickerProps, type StampInProps } from './StampInCore';
import classes from './time.module.css';

/** The stamp-in's time group: a pick-list (searchable when there are many), the chosen one named whole. */
function StampGroupSelect({ groups, groupId, groupName, onChoose }: GroupPickerProps) {
  const { t } = useTranslation();
  return (
    <Select
      className={classes.stampInGroup}
      size="md"
      aria-label={t('time.stampIn.group')}
      placeholder={t('time.stampIn.group')}
      data={groups.map((group) => ({ value: group._id, label: group.name }))}
      value={groupId}
      onChange={(value) => value && onChoose(value)}
      allowDeselect={false}
      searchable={groups.length > 8}
      selectFirstOptionOnChange
      // A long name shows whole in the list (and as the field's tooltip), not cut to the field.
      title={groupId ? groupName(groupId) : undefined}
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-end' }}
      styles={{ dropdown: { maxWidth: 'min(420px, 90vw)' }, option: { overflowWrap: 'anywhere' } }}
    />
  );
}

/**
 * The tracker's stamp in (StampInCore.tsx) with its time group picker: the pick-list and its
 * stand-in (shared/lazy/inputs.tsx) stay out of a group's page, whose stamp in has a fixed group.
 */
export function StampInForm(props: StampInProps) {
  return <StampInCore {...props} groupPicker={StampGroupSelect} />;
}
