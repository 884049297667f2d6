import { z } from 'zod';
import { isValidDate } from './periods';
import { commonRefusals, refusalMessage, type CodedMessage, type Refusal } from './refusals';

/**
 * Fields every area's schemas share, so an id, a date or a page number reads the same
 * everywhere (docs/architecture.md, "The kernel").
 */

/** An id the server made, as a client sends it back. */
export const idSchema = z.string().trim().min(1).max(64);

/** An id field that names itself when it is missing or empty. */
export function requiredId(missing: Refusal, max = 100) {
  return z.string(refusalMessage(missing)).trim().min(1, refusalMessage(missing)).max(max);
}

/** A calendar date 'YYYY-MM-DD' (in the person's time zone). */
export const dateSchema = z.string().refine(isValidDate, refusalMessage(commonRefusals.dateInvalid));

/** The earliest instant the API accepts: 1970-01-01T00:00:00Z. */
export const MIN_INSTANT = Date.UTC(1970, 0, 1);
/** The first instant the API no longer accepts: 2100-01-01T00:00:00Z. */
export const MAX_INSTANT = Date.UTC(2100, 0, 1);

/**
 * An ISO-8601 instant with Z or an offset, read as epoch ms, between 1970 and 2099: work on a
 * span of centuries costs a request per day in it (docs/architecture.md, "Bounded input").
 */
export function instant(message: CodedMessage) {
  return z.iso
    .datetime({ offset: true, ...message })
    .transform((value) => Date.parse(value))
    .refine((ms) => ms >= MIN_INSTANT && ms < MAX_INSTANT, refusalMessage(commonRefusals.instantOutOfRange));
}

export const instantSchema = instant(refusalMessage(commonRefusals.instantInvalid));

/** 'true' / 'false' in a query string, read as a boolean. */
export function booleanQuery(invalid?: Refusal) {
  return z
    .enum(['true', 'false'], invalid === undefined ? undefined : refusalMessage(invalid))
    .transform((value) => value === 'true');
}

export const queryBoolean = booleanQuery();

/** A 1-based page number in a query string. */
export const pageNumberSchema = z.coerce.number().int().min(1).max(1_000_000);

/** Where a paged answer stands. */
export interface Paging {
  pageNumber: number;
  totalPages: number;
}

/** A page of a list as an answer: the items under `key`, the page's number and how many pages there are. */
export function pageAnswerOf<const K extends string, T extends z.ZodType>(key: K, item: T) {
  const items = { [key]: z.array(item) } as { [P in K]: z.ZodArray<T> };
  return z.object({ ...items, pageNumber: z.number(), totalPages: z.number() });
}

/**
 * A list cut at `max` as an answer (a dashboard section): the items under `key`, then any `extra`
 * fields, then `more`, whether the person has more than shown.
 */
export function cutListAnswerOf<
  const K extends string,
  T extends z.ZodType,
  E extends Readonly<Record<string, z.ZodType>> = Record<never, never>,
>(key: K, item: T, max: number, extra?: E) {
  const items = { [key]: z.array(item).max(max) } as { [P in K]: z.ZodArray<T> };
  return z.object({ ...items, ...(extra as E), more: z.boolean() });
}
