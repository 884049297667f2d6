import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  Anchor,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  Group,
  Input,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  hostMatches,
  normalizePattern,
  URL_PATTERN_MAX,
  URL_PATTERN_MAX_WILDCARDS,
  urlMatches,
  type MatchOn,
  type UrlRule,
  type UrlRuleSaved,
} from '@ordna/contract/time/heartbeats';
import { NAME_MAX, SUB_GROUP_NAME_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { notifyFailure, notifySuccess } from '../../../shared/notify';
import { overLimit } from '../components/length-limit';
import { useSubGroups } from '../use-sub-groups';
import { useAddTimeGroup } from '../use-time-groups';
import { useShallowGroups } from '../use-time-groups';
import { useCreateUrlRule, useUpdateUrlRule } from './use-integrations';

export interface RuleFormValues {
  matchOn: MatchOn;
  pattern: string;
  timeGroupId: string | null;
  subGroupName: string;
}

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

interface Errors {
  pattern?: string;
  timeGroup?: string;
  subGroupName?: string;
}

/** Adds or edits a URL rule: what to match, the time group (an existing one or a new one) and sub group. */
export function RuleForm({ rule, initial, heartbeat, onSaved, onCancel }: RuleFormProps) {
  const { t } = useTranslation();
  const groups = useShallowGroups();
  const subGroups = useSubGroups();
  const createRule = useCreateUrlRule();
  const updateRule = useUpdateUrlRule();
  const addGroup = useAddTimeGroup();
  const matchOnId = useId();

  const [matchOn, setMatchOn] = useState<MatchOn>(rule?.matchOn ?? initial?.matchOn ?? 'host');
  const [pattern, setPattern] = useState(rule?.pattern ?? initial?.pattern ?? '');
  const [timeGroupId, setTimeGroupId] = useState<string | null>(rule?.timeGroupId ?? initial?.timeGroupId ?? null);
  const [newGroupMode, setNewGroupMode] = useState(false);
  const [newGroupName, setNewGroupName] = useState('');
  const [subGroupName, setSubGroupName] = useState(rule?.subGroupName ?? initial?.subGroupName ?? '');
  const [applyToUnmatched, setApplyToUnmatched] = useState(!rule);
  const [errors, setErrors] = useState<Errors>({});
  const saving = createRule.isPending || updateRule.isPending || addGroup.isPending;

  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group._id, label: group.name })),
    [groups.data],
  );
  const subGroupOptions = useMemo(() => {
    const names = (subGroups.data ?? []).filter((sub) => sub.timeGroupId === timeGroupId).map((sub) => sub.name);
    return [...new Set(names)];
  }, [subGroups.data, timeGroupId]);

  const check = pattern.trim() ? normalizePattern(matchOn, pattern) : null;
  const matchesHeartbeat =
    heartbeat && check?.ok
      ? matchOn === 'host'
        ? hostMatches(check.pattern, heartbeat.host)
        : urlMatches(check.pattern, heartbeat.url)
      : null;

  const validate = (): Errors => {
    const found: Errors = {};
    const patternCheck = normalizePattern(matchOn, pattern);
    if (!patternCheck.ok) {
      found.pattern = t(`time.integrations.ruleForm.problem.${patternCheck.problem}`, {
        max: patternCheck.problem === 'tooLong' ? URL_PATTERN_MAX : URL_PATTERN_MAX_WILDCARDS,
      });
    }
    if (newGroupMode ? !newGroupName.trim() : !timeGroupId)
      found.timeGroup = t('time.integrations.ruleForm.groupRequired');
    const groupTooLong = newGroupMode && overLimit(newGroupName, NAME_MAX, timeRefusals.nameTooLong);
    if (groupTooLong && !found.timeGroup) found.timeGroup = groupTooLong;
    if (!subGroupName.trim()) found.subGroupName = t('time.integrations.ruleForm.subGroupRequired');
    const subTooLong = overLimit(subGroupName, SUB_GROUP_NAME_MAX, timeRefusals.nameTooLong);
    if (subTooLong && !found.subGroupName) found.subGroupName = subTooLong;
    return found;
  };

  const saved = (answer: UrlRuleSaved) => {
    notifySuccess(
      answer.applied > 0
        ? t('time.integrations.ruleForm.savedApplied', { count: answer.applied })
        : t('time.integrations.ruleForm.saved'),
    );
    onSaved(answer);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    let groupId = timeGroupId;
    try {
      if (newGroupMode) {
        groupId = (await addGroup.mutateAsync({ name: newGroupName.trim() }))._id;
        setTimeGroupId(groupId);
        setNewGroupMode(false);
      }
      const body = {
        pattern: pattern.trim(),
        matchOn,
        timeGroupId: groupId!,
        subGroupName: subGroupName.trim(),
        applyToUnmatched,
      };
      saved(rule ? await updateRule.mutateAsync({ ruleId: rule._id, ...body }) : await createRule.mutateAsync(body));
    } catch (error) {
      notifyFailure(t('time.integrations.ruleForm.saveFailed'), error);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Input.Wrapper label={t('time.integrations.ruleForm.matchOn')} id={matchOnId} labelElement="div">
          <SegmentedControl
            mt={4}
            fullWidth
            value={matchOn}
            onChange={(value) => {
              setMatchOn(value as MatchOn);
              setErrors((current) => ({ ...current, pattern: undefined }));
            }}
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
            matchOn === 'host' ? 'time.integrations.ruleForm.hostHint' : 'time.integrations.ruleForm.urlHint',
          )}
          placeholder={matchOn === 'host' ? 'example.com' : 'github.com/*/pulls'}
          value={pattern}
          onChange={(event) => {
            setPattern(event.currentTarget.value);
            setErrors((current) => ({ ...current, pattern: undefined }));
          }}
          error={errors.pattern}
          required
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
        />
        {matchesHeartbeat !== null && (
          <Badge
            variant="light"
            color={matchesHeartbeat ? 'teal' : 'orange'}
            leftSection={matchesHeartbeat ? <IconCheck size={12} /> : <IconX size={12} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(matchesHeartbeat ? 'time.integrations.ruleForm.matches' : 'time.integrations.ruleForm.noMatch')}
          </Badge>
        )}
        {newGroupMode ? (
          <TextInput
            label={t('time.integrations.ruleForm.newGroupName')}
            value={newGroupName}
            onChange={(event) => {
              setNewGroupName(event.currentTarget.value);
              setErrors((current) => ({ ...current, timeGroup: undefined }));
            }}
            error={errors.timeGroup}
            required
            description={
              <Anchor component="button" type="button" size="xs" onClick={() => setNewGroupMode(false)}>
                {t('time.integrations.ruleForm.pickExisting')}
              </Anchor>
            }
          />
        ) : (
          <Select
            label={t('time.integrations.ruleForm.timeGroup')}
            placeholder={groups.isPending ? t('common.loading') : t('time.integrations.ruleForm.timeGroupPlaceholder')}
            data={groupOptions}
            value={timeGroupId}
            onChange={(value) => {
              setTimeGroupId(value);
              setErrors((current) => ({ ...current, timeGroup: undefined }));
            }}
            searchable
            selectFirstOptionOnChange
            nothingFoundMessage={t('time.integrations.ruleForm.noGroups')}
            error={errors.timeGroup ?? (groups.isError ? t('time.integrations.ruleForm.groupsFailed') : undefined)}
            required
            disabled={groups.isPending}
            description={
              <Anchor component="button" type="button" size="xs" onClick={() => setNewGroupMode(true)}>
                {t('time.integrations.ruleForm.newGroup')}
              </Anchor>
            }
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
        )}
        <Autocomplete
          label={t('time.integrations.ruleForm.subGroupName')}
          description={t('time.integrations.ruleForm.subGroupHint')}
          data={subGroupOptions}
          selectFirstOptionOnChange
          value={subGroupName}
          onChange={(value) => {
            setSubGroupName(value);
            setErrors((current) => ({ ...current, subGroupName: undefined }));
          }}
          error={errors.subGroupName}
          required
        />
        <Checkbox
          label={t('time.integrations.ruleForm.applyToUnmatched')}
          description={t('time.integrations.ruleForm.applyToUnmatchedHint')}
          checked={applyToUnmatched}
          onChange={(event) => setApplyToUnmatched(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel} type="button">
              {t('time.integrations.cancel')}
            </Button>
          )}
          <Button type="submit" loading={saving}>
            {rule ? t('time.integrations.ruleForm.saveChanges') : t('time.integrations.ruleForm.addRule')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
