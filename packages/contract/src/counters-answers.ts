import { z } from 'zod';
import { sharedByAnswer } from './sharing-answers';

/** The counters area's answers; values are decimals with at most three places. */
export const counterAnswer = z.object({
  _id: z.string(),
  counterGroupId: z.string(),
  name: z.string(),
  step: z.number(),
  /** '' when the counter counts plain numbers. */
  unit: z.string(),
  value: z.number(),
});
export type Counter = z.infer<typeof counterAnswer>;

export const counterGroupAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  counters: z.array(counterAnswer),
  /** Present when someone else shared the group with the person. */
  sharedBy: sharedByAnswer.optional(),
});
export type CounterGroup = z.infer<typeof counterGroupAnswer>;
