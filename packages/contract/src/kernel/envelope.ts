import { z } from 'zod';

/**
 * The API envelope: every answer carries a status flag (docs/architecture.md, "One error
 * pattern"). The schemas below are what each route declares as its answer ("Answers").
 */

/** A refusal: a stable code (see refusals.ts) the web app translates, and its English message. */
export const failureAnswer = z
  .object({
    status: z.literal(false),
    code: z.string(),
    message: z.string(),
    retry: z.boolean().optional(),
  })
  .describe('A refusal or a failure: a stable code, its English message, and whether to try again');
export type Failure = z.infer<typeof failureAnswer>;

export interface Success<T> {
  status: true;
  data: T;
}

export type Envelope<T> = Success<T> | Failure;

/** The success envelope around one answer's data: `{status: true, data}`. */
export function success<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), data }).describe('The answer, in the success envelope');
}

/** The data of an answer that has nothing to say beyond "done". */
export const nothing = z.null();

/** What every route may answer besides its success: a refusal (4xx) or a failure (5xx). */
export const failureAnswers = { '4xx': failureAnswer, '5xx': failureAnswer } as const;
