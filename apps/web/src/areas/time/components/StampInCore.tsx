import { Button } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useMemo, useRef, useState, type ComponentType, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SubGroupSummary, TimeStamp } from '@ordna/contract/time';
import { useSession } from '../../../api/use-session';
import { useShallowGroups } from '../use-time-groups';
import { useSubGroups } from '../use-sub-groups';
import { useStampIn } from '../use-stamp-mutations';
import { useActiveStamps } from '../use-active-stamps';
import { rememberLastGroup, lastGroupOf } from './last-group';
import { SUB_GROUP_NAME_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { overLimit } from './length-limit';
import { RunningHint } from './RunningHint';
import classes from './time.module.css';
import { WriteQueued } from '../../../shared/offline-queue/queued-write';
import { StampNameField } from './StampNameField';

const MAX_SUGGESTIONS = 8;

/** Suggestions for what was typed: names starting with it first, then the chosen group's, then A–Z. */
export function suggestSubGroups(
  subGroups: readonly SubGroupSummary[],
  query: string,
  preferredGroupId: string | null,
): SubGroupSummary[] {
  const needle = query.trim().toLocaleLowerCase();
  const score = (sub: SubGroupSummary) => {
    const name = sub.name.toLocaleLowerCase();
    return (name.startsWith(needle) ? 0 : 2) + (sub.timeGroupId === preferredGroupId ? 0 : 1);
  };
  return subGroups
    .filter((sub) => sub.name.toLocaleLowerCase().includes(needle))
    .sort((a, b) => score(a) - score(b) || a.name.localeCompare(b.name))
    .slice(0, MAX_SUGGESTIONS);
}

/** What the time group picker beside the name is given (StampInForm.tsx draws one). */
export interface GroupPickerProps {
  groups: readonly { _id: string; name: string }[];
  groupId: string | null;
  groupName: (timeGroupId: string) => string;
  onChoose: (timeGroupId: string) => void;
}

export interface StampInProps {
  /** The group to offer when none is remembered (e.g. that of what runs now). */
  defaultGroupId?: string;
  /** Stamp in within this time group only (no group picker). */
  fixedGroupId?: string;
  autoFocus?: boolean;
  onStamped?: (stamp: TimeStamp) => void;
  /** The name field, for a page that moves the focus there (the tracker's n key). */
  nameRef?: Ref<HTMLInputElement>;
}

interface StampInCoreProps extends StampInProps {
  /** Draws the time group picker (unless the group is fixed): left out, the form offers none. */
  groupPicker?: ComponentType<GroupPickerProps> | undefined;
}

/**
 * The one-field stamp in: type what you work on (suggestions are your sub groups with their
 * group), choose the time group (the last one used is remembered), Enter starts the clock.
 * Choosing a suggestion starts it at once. Within one time group (`fixedGroupId`) it is all a
 * group's page needs; StampInForm.tsx adds the time group picker for the tracker.
 */
export function StampInCore(props: StampInCoreProps) {
  const { fixedGroupId, defaultGroupId, autoFocus, onStamped, nameRef, groupPicker: GroupPicker } = props;
  const { t } = useTranslation();
  const userId = useSession()?._id ?? '';
  const groups = useShallowGroups();
  const subGroups = useSubGroups({ staleTime: 60_000 });
  const stampIn = useStampIn();
  const active = useActiveStamps();
  const runningIds = useMemo(() => new Set((active.data ?? []).map((stamp) => stamp.subGroupId)), [active.data]);
  // Closes the suggestions (StampNameField sets it once its pick-list has come).
  const closer = useRef<() => void>(() => {});
  const [name, setName] = useState('');
  const [chosenGroupId, setChosenGroupId] = useState<string | null>(() => lastGroupOf(userId));
  const [error, setError] = useState<string | null>(null);

  const groupList = useMemo(() => groups.data ?? [], [groups.data]);
  const known = (id: string | null | undefined) => (id && groupList.some((group) => group._id === id) ? id : null);
  const groupId = fixedGroupId ?? known(chosenGroupId) ?? known(defaultGroupId) ?? groupList[0]?._id ?? null;
  const groupName = (id: string) => groupList.find((group) => group._id === id)?.name ?? '';

  const candidates = useMemo(
    () => (subGroups.data ?? []).filter((sub) => !fixedGroupId || sub.timeGroupId === fixedGroupId),
    [subGroups.data, fixedGroupId],
  );
  const suggestions = useMemo(() => suggestSubGroups(candidates, name, groupId), [candidates, name, groupId]);
  const typed = name.trim();
  const isNew =
    typed.length > 0 &&
    !candidates.some(
      (sub) => sub.timeGroupId === groupId && sub.name.toLocaleLowerCase() === typed.toLocaleLowerCase(),
    );

  const start = (subGroupName: string, timeGroupId: string | null) => {
    if (!subGroupName.trim()) {
      setError(t('time.stampIn.nameRequired'));
      return;
    }
    const tooLong = overLimit(subGroupName, SUB_GROUP_NAME_MAX, timeRefusals.nameTooLong);
    if (tooLong) {
      setError(tooLong);
      return;
    }
    if (!timeGroupId) {
      setError(t('time.stampIn.groupRequired'));
      return;
    }
    setError(null);
    closer.current();
    const stamped = () => {
      setName('');
      if (!fixedGroupId) setChosenGroupId(timeGroupId);
      rememberLastGroup(userId, timeGroupId);
    };
    stampIn.mutate(
      { name: subGroupName.trim(), timeGroupId },
      {
        onSuccess: (stamp) => {
          stamped();
          onStamped?.(stamp);
        },
        // Offline the stamp-in waits on this device and the tracker shows it running: done here too.
        onError: (failure) => failure instanceof WriteQueued && stamped(),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    start(name, groupId);
  };

  const choose = (subGroupId: string) => {
    const sub = candidates.find((candidate) => candidate._id === subGroupId);
    if (sub) start(sub.name, sub.timeGroupId);
  };

  const showDropdown = suggestions.length > 0 || (isNew && !fixedGroupId && groupId !== null);

  return (
    <form onSubmit={submit} aria-label={t('time.stampIn.label')}>
      <div className={`${classes.stampIn} ${fixedGroupId ? classes.stampInFixed : ''}`}>
        <StampNameField
          nameRef={nameRef}
          placeholder={fixedGroupId ? t('time.stampIn.subGroupPlaceholder') : t('time.stampIn.placeholder')}
          name={name}
          error={error}
          autoFocus={autoFocus}
          onName={(text) => {
            setName(text);
            setError(overLimit(text, SUB_GROUP_NAME_MAX, timeRefusals.nameTooLong));
          }}
          onChoose={choose}
          closer={closer}
          showDropdown={showDropdown}
          suggestions={suggestions}
          runningIds={runningIds}
          groupName={fixedGroupId ? undefined : groupName}
          newHint={isNew && groupId ? t('time.stampIn.newHint', { name: typed, group: groupName(groupId) }) : null}
        />
        {!fixedGroupId && GroupPicker && (
          <GroupPicker groups={groupList} groupId={groupId} groupName={groupName} onChoose={setChosenGroupId} />
        )}
        <Button
          className={classes.stampInButton}
          type="submit"
          size="md"
          leftSection={<IconPlayerPlayFilled size={16} />}
          loading={stampIn.isPending}
          disabled={!groupId}
        >
          {t('time.stampIn.start')}
        </Button>
      </div>
      <RunningHint />
    </form>
  );
}
