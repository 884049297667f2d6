import { ActionIcon, Anchor, Text } from '@mantine/core';
import { Tooltip } from '../../../shared/lazy/Tooltip';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimeStamp } from '@ordna/contract/time';
import { clockTime } from '../../../shared/zoned-time';
import { Duration } from '../components/Duration';
import { useShallowGroups } from '../use-time-groups';
import { EntryEditor } from './EntryEditor';
import { useUndoableDelete } from './use-undoable-delete';
import classes from '../components/time.module.css';
import tracker from './tracker.module.css';
import { phoneTap } from '../../../shared/phone-tap';

/** One ended entry: what, when and how long; the pencil opens it for editing right here. */
export function EntryRow({ stamp, timeZone }: { stamp: TimeStamp; timeZone: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const groups = useShallowGroups();
  const { remove } = useUndoableDelete();
  const groupName = groups.data?.find((group) => group._id === stamp.timeGroupId)?.name ?? '';
  const span = `${clockTime(stamp.startTime, timeZone)}–${stamp.endTime ? clockTime(stamp.endTime, timeZone) : ''}`;

  if (editing) {
    return (
      <div role="listitem" className={tracker.editing} data-testid="entry-row">
        <EntryEditor
          stamp={stamp}
          timeZone={timeZone}
          onDone={() => setEditing(false)}
          onDelete={() => remove(stamp)}
        />
      </div>
    );
  }
  return (
    <div role="listitem" className={classes.row} data-testid="entry-row">
      <div className={classes.main}>
        <Anchor component={Link} to={`/time-stamp/${encodeURIComponent(stamp._id)}`} className={classes.rowLink}>
          <Text span inherit truncate display="block" title={stamp.name}>
            {stamp.name}
          </Text>
        </Anchor>
        <Text size="xs" c="dimmed" mt={2} truncate>
          <span className={classes.num}>{span}</span>
          {` · ${groupName}`}
          {stamp.description && ` · ${stamp.description}`}
        </Text>
      </div>
      <Duration value={stamp.durationInMs} className={classes.total} />
      <Tooltip label={t('time.entries.editNamed', { name: stamp.name })} openDelay={400}>
        <ActionIcon
          variant="subtle"
          size="lg"
          className={`${classes.above} ${phoneTap}`}
          aria-label={t('time.entries.editNamed', { name: stamp.name })}
          onClick={() => setEditing(true)}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
    </div>
  );
}
