import { useId } from 'react';
import { Badge, Button, Checkbox, Group, Input, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MatchOn, UrlRule, UrlRuleSaved } from '@ordna/contract/time/heartbeats';
import { RuleGroupField } from './RuleGroupField';
import { SubGroupNameField } from './SubGroupNameField';
import { matchesHeartbeat, useRuleForm, type RuleFormValues } from './use-rule-form';

export type { RuleFormValues };

interface RuleFormProps {
  /** The rule being edited; a new rule when absent. */
  rule?: UrlRule;
  /** Starting values for a new rule (from a heartbeat or a host). */
  initial?: Partial<RuleFormValues>;
  /** A heartbeat the form shows whether the pattern matches. */
  heartbeat?: { host: string; url: string };
  onSaved: (saved: UrlRuleSaved) => void;
  onCancel?: () => void;
}

/** Adds or edits a URL rule: what to match, the time group (an existing one or a new one) and sub group. */
export function RuleForm({ rule, initial, heartbeat, onSaved, onCancel }: RuleFormProps) {
  const { t } = useTranslation();
  const form = useRuleForm({ rule, initial, onSaved });
  const matchOnId = useId();
  const matches = matchesHeartbeat(form.matchOn, form.pattern, heartbeat);

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('time.integrations.ruleForm.matchOn')} id={matchOnId} labelElement="div">
          <SegmentedControl
            mt={4}
            fullWidth
            value={form.matchOn}
            onChange={(value) => form.setMatchOn(value as MatchOn)}
            data={[
              { value: 'host', label: t('time.integrations.matchOn.host') },
              { value: 'url', label: t('time.integrations.matchOn.url') },
            ]}
            aria-labelledby={`${matchOnId}-label`}
          />
        </Input.Wrapper>
        <TextInput
          label={t('time.integrations.ruleForm.pattern')}
          description={t(
            form.matchOn === 'host' ? 'time.integrations.ruleForm.hostHint' : 'time.integrations.ruleForm.urlHint',
          )}
          placeholder={form.matchOn === 'host' ? 'example.com' : 'github.com/*/pulls'}
          value={form.pattern}
          onChange={(event) => form.setPattern(event.currentTarget.value)}
          error={form.errors.pattern}
          required
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        {matches !== null && (
          <Badge
            variant="light"
            color={matches ? 'teal' : 'orange'}
            leftSection={matches ? <IconCheck size={12} /> : <IconX size={12} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(matches ? 'time.integrations.ruleForm.matches' : 'time.integrations.ruleForm.noMatch')}
          </Badge>
        )}
        <RuleGroupField form={form} />
        <SubGroupNameField
          label={t('time.integrations.ruleForm.subGroupName')}
          description={t('time.integrations.ruleForm.subGroupHint')}
          data={form.subGroupOptions}
          value={form.subGroupName}
          onChange={form.setSubGroupName}
          error={form.errors.subGroupName}
        />
        <Checkbox
          label={t('time.integrations.ruleForm.applyToUnmatched')}
          description={t('time.integrations.ruleForm.applyToUnmatchedHint')}
          checked={form.applyToUnmatched}
          onChange={(event) => form.setApplyToUnmatched(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} type="button">
              {t('time.integrations.cancel')}
            </Button>
          )}
          <Button type="submit" loading={form.saving}>
            {rule ? t('time.integrations.ruleForm.saveChanges') : t('time.integrations.ruleForm.addRule')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
