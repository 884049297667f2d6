import { Anchor, TextInput } from '@mantine/core';
import { Select } from '../../../shared/lazy/inputs';
import { useTranslation } from 'react-i18next';
import type { RuleFormState } from './use-rule-form';

/** The rule's time group: one picked from the person's groups, or the name of a new one. */
export function RuleGroupField({ form }: { form: RuleFormState }) {
  const { t } = useTranslation();
  const { groups } = form;
  const switchTo = (newGroupMode: boolean, key: string) => (
    <Anchor component="button" type="button" size="xs" onClick={() => form.setNewGroupMode(newGroupMode)}>
      {t(key)}
    </Anchor>
  );
  if (form.newGroupMode) {
    return (
      <TextInput
        label={t('time.integrations.ruleForm.newGroupName')}
        value={form.newGroupName}
        onChange={(event) => form.setNewGroupName(event.currentTarget.value)}
        error={form.errors.timeGroup}
        required
        description={switchTo(false, 'time.integrations.ruleForm.pickExisting')}
      />
    );
  }
  return (
    <Select
      label={t('time.integrations.ruleForm.timeGroup')}
      placeholder={groups.isPending ? t('common.loading') : t('time.integrations.ruleForm.timeGroupPlaceholder')}
      data={form.groupOptions}
      value={form.timeGroupId}
      onChange={form.setTimeGroupId}
      searchable
      selectFirstOptionOnChange
      nothingFoundMessage={t('time.integrations.ruleForm.noGroups')}
      error={form.errors.timeGroup ?? (groups.isError ? t('time.integrations.ruleForm.groupsFailed') : undefined)}
      required
      disabled={groups.isPending}
      description={switchTo(true, 'time.integrations.ruleForm.newGroup')}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}
