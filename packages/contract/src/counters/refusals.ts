import { defineRefusals } from '../kernel/refusals';
import {
  COUNTER_CHANGE_MAX,
  COUNTER_GOAL_MAX,
  COUNTER_GROUPS_MAX,
  COUNTER_NAME_MAX,
  COUNTER_STEP_MAX,
  COUNTER_UNIT_MAX,
  COUNTERS_PER_GROUP_MAX,
} from './limits';

/**
 * How the counters area says no. Schemas raise these with `refusalMessage`, so a validation
 * failure carries the same code as a route's refusal (docs/architecture.md, "One error pattern").
 */
export const countersRefusals = defineRefusals('counters', {
  groupNotFound: 'Counter group not found.',
  counterNotFound: 'Counter not found.',
  nameRequired: 'A counter needs a name.',
  groupNameRequired: 'A counter group needs a name.',
  nameTooLong: `A counter's name may be at most ${COUNTER_NAME_MAX} characters.`,
  unitTooLong: `A unit may be at most ${COUNTER_UNIT_MAX} characters.`,
  stepOutOfRange: `The step must be more than 0 and at most ${COUNTER_STEP_MAX}, with at most 3 decimals.`,
  changeOutOfRange: `A change must be between -${COUNTER_CHANGE_MAX} and ${COUNTER_CHANGE_MAX}, not 0, with at most 3 decimals.`,
  duplicateGroup: 'You already have a counter group with that name.',
  duplicateCounter: 'This counter group already has a counter with that name.',
  tooManyGroups: `You may have at most ${COUNTER_GROUPS_MAX} counter groups.`,
  tooManyCounters: `A counter group may hold at most ${COUNTERS_PER_GROUP_MAX} counters.`,
  whichCounters: 'Give counterId or counterGroupId.',
  goalOutOfRange: `A daily goal must be more than 0 and at most ${COUNTER_GOAL_MAX}, with at most 3 decimals.`,
  periodInvalid: 'Give period as day, week or month.',
  // Ids the schemas need, each naming its field.
  groupIdRequired: 'counterGroupId is required',
  counterIdRequired: 'counterId is required',
});
