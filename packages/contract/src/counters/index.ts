import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { idSchema, pageNumberSchema, requiredId } from '../kernel/common';
import { namedContainerSchemas, requiredName } from '../kernel/named-container';
import {
  COUNTER_CHANGE_MAX,
  COUNTER_GOAL_MAX,
  COUNTER_PERIODS,
  COUNTER_NAME_MAX,
  COUNTER_STEP_MAX,
  COUNTER_UNIT_MAX,
} from './limits';
import { countersRefusals } from './refusals';
import { amountChangeField, amountField, optionalText } from '../kernel/fields';

/**
 * The counters area's API (docs/adding-an-area.md): counter groups, each holding counters with a
 * step, an optional unit and a value that changes by signed amounts. Steps, changes and values are
 * decimals with at most three places; the server keeps them as whole thousandths, so adding them
 * is exact.
 */

export * from './limits';

// ---- building blocks ----------------------------------------------------------------------

const counterName = requiredName(countersRefusals.nameRequired, COUNTER_NAME_MAX, countersRefusals.nameTooLong);
const groupName = requiredName(countersRefusals.groupNameRequired, COUNTER_NAME_MAX, countersRefusals.nameTooLong);
const unit = optionalText(COUNTER_UNIT_MAX, countersRefusals.unitTooLong);
const step = amountField(COUNTER_STEP_MAX, countersRefusals.stepOutOfRange);
const change = amountChangeField(COUNTER_CHANGE_MAX, countersRefusals.changeOutOfRange);
/** A daily goal, or null for none. */
const dailyGoal = amountField(COUNTER_GOAL_MAX, countersRefusals.goalOutOfRange).nullable();
const groupId = requiredId(countersRefusals.groupIdRequired);
const counterId = requiredId(countersRefusals.counterIdRequired);

// ---- counter groups -----------------------------------------------------------------------

/** GET /counter-group (every group with its counters, or ?counterGroupId for one), POST, PUT, DELETE. */
export const counterGroupSchemas = namedContainerSchemas('counterGroupId', groupId, groupName);
export type CounterGroupQuery = z.input<typeof counterGroupSchemas.query>;
export type CounterGroupCreateBody = z.input<typeof counterGroupSchemas.create>;
export type CounterGroupUpdateBody = z.input<typeof counterGroupSchemas.rename>;
export type CounterGroupDeleteQuery = z.input<typeof counterGroupSchemas.remove>;

// ---- counters -----------------------------------------------------------------------------

/** GET /counter: ?counterId for one, or ?counterGroupId for a group's counters. */
export const counterQuery = z
  .object({ counterId: idSchema.optional(), counterGroupId: idSchema.optional() })
  .refine(
    (query) => query.counterId !== undefined || query.counterGroupId !== undefined,
    refusalMessage(countersRefusals.whichCounters),
  );
export type CounterQuery = z.input<typeof counterQuery>;

export const counterCreateBody = z.object({
  counterGroupId: groupId,
  name: counterName,
  step: step.optional(),
  unit: unit.optional(),
  dailyGoal: dailyGoal.optional(),
});
export type CounterCreateBody = z.input<typeof counterCreateBody>;

/** PUT /counter: any of the fields; `change` adds to the value at once, even when many arrive together. */
export const counterUpdateBody = z.object({
  counterId,
  name: counterName.optional(),
  step: step.optional(),
  unit: unit.optional(),
  counterGroupId: idSchema.optional(),
  /** null takes the goal away. */
  dailyGoal: dailyGoal.optional(),
  change: change.optional(),
});
export type CounterUpdateBody = z.input<typeof counterUpdateBody>;

export const counterDeleteQuery = z.object({ counterId });
export type CounterDeleteQuery = z.input<typeof counterDeleteQuery>;

// ---- a counter's history, undo and reset --------------------------------------------------

/** GET /counter-change: a counter's changes, newest first, a page at a time. */
export const counterChangeQuery = z.object({ counterId, pageNumber: pageNumberSchema.default(1) });
export type CounterChangeQuery = z.input<typeof counterChangeQuery>;

export type CounterPeriod = (typeof COUNTER_PERIODS)[number];

/** GET /counter-period: a counter's total per day, week or month, newest first, a page at a time. */
export const counterPeriodQuery = z.object({
  counterId,
  period: z.enum(COUNTER_PERIODS, refusalMessage(countersRefusals.periodInvalid)),
  pageNumber: pageNumberSchema.default(1),
});
export type CounterPeriodQuery = z.input<typeof counterPeriodQuery>;

/** POST /counter-undo: takes back the last change the person made to the counter. */
export const counterUndoBody = z.object({ counterId });
export type CounterUndoBody = z.input<typeof counterUndoBody>;

/** POST /counter-reset: back to zero, as one change in the history. */
export const counterResetBody = z.object({ counterId });
export type CounterResetBody = z.input<typeof counterResetBody>;

export type {
  Counter,
  CounterChange,
  CounterChangePage,
  CounterGroup,
  CounterPeriodPage,
  CounterPeriodTotal,
  CounterUndo,
} from './answers';
