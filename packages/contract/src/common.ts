import { z } from 'zod';
import { isValidDate } from './periods';

/**
 * Fields every area's schemas share, so an id, a date or a page number reads the same
 * everywhere (docs/architecture.md, "The kernel").
 */

/** An id the server made, as a client sends it back. */
export const idSchema = z.string().trim().min(1).max(64);

/** An id field that names itself when it is missing or empty. */
export function requiredId(message: string, max = 100) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

/** A calendar date 'YYYY-MM-DD' (in the person's time zone). */
export const dateSchema = z.string().refine(isValidDate, { message: 'must be a date written as YYYY-MM-DD' });

/** An ISO-8601 instant with Z or an offset, read as epoch ms. */
export function instant(message: string) {
  return z.iso.datetime({ offset: true, message }).transform((value) => Date.parse(value));
}

export const instantSchema = instant('must be an ISO-8601 date-time such as 2026-11-18T10:00:00Z');

/** 'true' / 'false' in a query string, read as a boolean. */
export function booleanQuery(message?: string) {
  return z
    .enum(['true', 'false'], message === undefined ? undefined : { error: message })
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
