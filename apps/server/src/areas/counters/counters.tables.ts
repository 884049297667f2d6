/**
 * The counters area's tables (docs/architecture.md, "The kernel"). Names are unique per person
 * (groups) and per group (counters), ignoring case through `nameKey`. `step`, `value` and
 * `amount` are whole thousandths; instants are epoch ms.
 */
export interface CounterGroupsTable {
  id: string;
  userId: string;
  name: string;
  nameKey: string;
  createdAt: number;
}

export interface CountersTable {
  id: string;
  userId: string;
  counterGroupId: string;
  name: string;
  nameKey: string;
  step: number;
  unit: string;
  value: number;
  /** Whole thousandths a day the person means to reach; null for no goal. */
  dailyGoal: number | null;
  createdAt: number;
}

/** One change of a counter's value, written in the same transaction as the value itself. */
export interface CounterChangesTable {
  id: string;
  userId: string;
  counterId: string;
  amount: number;
  time: number;
  /** Who made it (the owner, or someone the group is shared with): undo takes back one's own. */
  personId: string;
  /** A reset is recorded as the one change that brings the value to zero. */
  kind: CounterChangeKind;
}

export type CounterChangeKind = 'change' | 'reset';

export interface CountersTables {
  counterGroups: CounterGroupsTable;
  counters: CountersTable;
  counterChanges: CounterChangesTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends CountersTables {}
}
