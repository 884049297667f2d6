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
  createdAt: number;
}

/** One change of a counter's value, written in the same transaction as the value itself. */
export interface CounterChangesTable {
  id: string;
  userId: string;
  counterId: string;
  amount: number;
  time: number;
}

export interface CountersTables {
  counterGroups: CounterGroupsTable;
  counters: CountersTable;
  counterChanges: CounterChangesTable;
}

declare module '../../db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the tables by augmentation
  interface Database extends CountersTables {}
}
