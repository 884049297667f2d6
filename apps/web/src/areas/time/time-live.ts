import type { LiveQueries } from '../../shared/area';
import { timeKeys } from './time-keys';

/**
 * What a stamp shows up in: every total, list and view of stamps (tags, integrations, URL rules
 * and heartbeats do not change with a stamp).
 */
const stampViews = [
  ['time', 'groups'],
  ['time', 'group'],
  ['time', 'subGroup'],
  ['time', 'stamps'],
  timeKeys.activeStamps(),
  ['time', 'recent'],
  ['time', 'day'],
  ['time', 'graph'],
  ['time', 'calculate'],
] as const;

/** The time area's queries that show each kind of thing it publishes (docs/architecture.md, "Live updates"). */
export const timeLive: LiveQueries = {
  timeStamp: (event) => [...stampViews, timeKeys.stamp(event.id)],
  // A sub group's name shows in stamp lists too; deleting or merging one moves or drops stamps.
  timeSubGroup: () => [...stampViews, timeKeys.subGroups(), ['time', 'stamp']],
  timeGroup: () => [...stampViews, timeKeys.subGroups(), ['time', 'stamp']],
};

export default timeLive;
