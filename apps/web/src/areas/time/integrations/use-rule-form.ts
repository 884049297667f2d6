import { useMemo, useState, type FormEvent } from 'react';
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
import { useAddTimeGroup, useShallowGroups } from '../use-time-groups';
import { useCreateUrlRule, useUpdateUrlRule } from './use-integrations';

export interface RuleFormValues {
  matchOn: MatchOn;
  pattern: string;
  timeGroupId: string | null;
  subGroupName: string;
}

export interface RuleFormErrors {
  pattern?: string;
  timeGroup?: string;
  subGroupName?: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The form's problems, each an i18n text for its field; empty when the rule may be saved. */
export function ruleProblems(values: RuleFormValues & { newGroupName: string | null }, t: Translate): RuleFormErrors {
  const found: RuleFormErrors = {};
  const patternCheck = normalizePattern(values.matchOn, values.pattern);
  if (!patternCheck.ok) {
    found.pattern = t(`time.integrations.ruleForm.problem.${patternCheck.problem}`, {
      max: patternCheck.problem === 'tooLong' ? URL_PATTERN_MAX : URL_PATTERN_MAX_WILDCARDS,
    });
  }
  const { newGroupName } = values;
  if (newGroupName === null ? !values.timeGroupId : !newGroupName.trim())
    found.timeGroup = t('time.integrations.ruleForm.groupRequired');
  const groupTooLong = newGroupName !== null && overLimit(newGroupName, NAME_MAX, timeRefusals.nameTooLong);
  if (groupTooLong && !found.timeGroup) found.timeGroup = groupTooLong;
  if (!values.subGroupName.trim()) found.subGroupName = t('time.integrations.ruleForm.subGroupRequired');
  const subTooLong = overLimit(values.subGroupName, SUB_GROUP_NAME_MAX, timeRefusals.nameTooLong);
  if (subTooLong && !found.subGroupName) found.subGroupName = subTooLong;
  return found;
}

/** Whether the pattern matches the heartbeat shown beside the form; null without one or a valid pattern. */
export function matchesHeartbeat(
  matchOn: MatchOn,
  pattern: string,
  heartbeat: { host: string; url: string } | undefined,
): boolean | null {
  const check = pattern.trim() ? normalizePattern(matchOn, pattern) : null;
  if (!heartbeat || !check?.ok) return null;
  return matchOn === 'host' ? hostMatches(check.pattern, heartbeat.host) : urlMatches(check.pattern, heartbeat.url);
}

/** The form's values: a rule's when editing, else the starting ones, else empty. */
function useRuleValues(rule: UrlRule | undefined, initial: Partial<RuleFormValues> | undefined) {
  const start = { ...initial, ...rule };
  const [matchOn, setMatchOn] = useState<MatchOn>(start.matchOn ?? 'host');
  const [pattern, setPattern] = useState(start.pattern ?? '');
  const [timeGroupId, setTimeGroupId] = useState<string | null>(start.timeGroupId ?? null);
  const [subGroupName, setSubGroupName] = useState(start.subGroupName ?? '');
  return { matchOn, setMatchOn, pattern, setPattern, timeGroupId, setTimeGroupId, subGroupName, setSubGroupName };
}

/**
 * Everything the URL rule form holds and does: its values, a new time group typed instead of
 * picking one, the problems shown per field, and saving (making the new group first).
 */
export function useRuleForm({
  rule,
  initial,
  onSaved,
}: {
  rule?: UrlRule;
  initial?: Partial<RuleFormValues>;
  onSaved: (saved: UrlRuleSaved) => void;
}) {
  const { t } = useTranslation();
  const groups = useShallowGroups();
  const subGroups = useSubGroups();
  const createRule = useCreateUrlRule();
  const updateRule = useUpdateUrlRule();
  const addGroup = useAddTimeGroup();
  const values = useRuleValues(rule, initial);
  const { matchOn, pattern, timeGroupId, subGroupName } = values;
  const [newGroupMode, setNewGroupMode] = useState(false);
  const [newGroupName, setNewGroupName] = useState('');
  const [applyToUnmatched, setApplyToUnmatched] = useState(!rule);
  const [errors, setErrors] = useState<RuleFormErrors>({});

  const groupOptions = useMemo(
    () => (groups.data ?? []).map((group) => ({ value: group._id, label: group.name })),
    [groups.data],
  );
  const subGroupOptions = useMemo(() => {
    const names = (subGroups.data ?? []).filter((sub) => sub.timeGroupId === timeGroupId).map((sub) => sub.name);
    return [...new Set(names)];
  }, [subGroups.data, timeGroupId]);

  const saved = (answer: UrlRuleSaved) => {
    notifySuccess(
      answer.applied > 0
        ? t('time.integrations.ruleForm.savedApplied', { count: answer.applied })
        : t('time.integrations.ruleForm.saved'),
    );
    onSaved(answer);
  };

  const save = async () => {
    let groupId = timeGroupId;
    if (newGroupMode) {
      groupId = (await addGroup.mutateAsync({ name: newGroupName.trim() }))._id;
      values.setTimeGroupId(groupId);
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
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = ruleProblems({ ...values, newGroupName: newGroupMode ? newGroupName : null }, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await save();
    } catch (error) {
      notifyFailure(t('time.integrations.ruleForm.saveFailed'), error);
    }
  };

  /** A change to a field clears that field's problem. */
  const clearing =
    <T>(field: keyof RuleFormErrors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return {
    groups,
    groupOptions,
    subGroupOptions,
    matchOn,
    setMatchOn: clearing('pattern', values.setMatchOn),
    pattern,
    setPattern: clearing('pattern', values.setPattern),
    timeGroupId,
    setTimeGroupId: clearing('timeGroup', values.setTimeGroupId),
    newGroupMode,
    setNewGroupMode,
    newGroupName,
    setNewGroupName: clearing('timeGroup', setNewGroupName),
    subGroupName,
    setSubGroupName: clearing('subGroupName', values.setSubGroupName),
    applyToUnmatched,
    setApplyToUnmatched,
    errors,
    saving: createRule.isPending || updateRule.isPending || addGroup.isPending,
    submit,
  };
}

export type RuleFormState = ReturnType<typeof useRuleForm>;
