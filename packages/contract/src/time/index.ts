import { z } from 'zod';
import { optionalText } from '../kernel/fields';
import { refusalMessage, refusalIssue, type Refusal } from '../kernel/refusals';
import { dateSchema, idSchema, instantSchema, pageNumberSchema, queryBoolean } from '../kernel/common';
import { daysBetween, isValidDate } from '../kernel/periods';
import {
  MAX_CALCULATE_DAYS,
  MAX_EXPORT_DAYS,
  MAX_RANGE_DAYS,
  NAME_MAX,
  STAMP_DESCRIPTION_MAX,
  TAG_TITLE_MAX,
} from './limits';
import { timeRefusals } from './refusals';

/**
 * The time area's API: zod schemas for every body and query, and the types of every answer.
 * Instants on the wire are ISO-8601 UTC strings; the schemas turn them into epoch milliseconds
 * for the server (`z.output`), the web app sends strings (`z.input`, exported below as
 * `…Body` / `…Query`). Refusal texts live in time-refusals.ts.
 */

export * from './limits';

export const EXPORT_CSV_HEADER = [
  'Group',
  'Sub group',
  'Start date',
  'Start time',
  'End date',
  'End time',
  'Duration',
  'Tags',
  'Description',
] as const;

// ---- building blocks ----------------------------------------------------------------------

const name = z
  .string(refusalMessage(timeRefusals.nameRequired))
  .trim()
  .min(1, refusalMessage(timeRefusals.nameRequired))
  .max(NAME_MAX, refusalMessage(timeRefusals.nameTooLong));
const tagIds = z.array(idSchema).max(50);
/** Comma-separated ids in a query string: 'a,b,c'. */
const idList = z
  .string()
  .max(20_000)
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter((id) => id.length > 0),
  );

function rangeRule(maxDays: number, tooLong: Refusal) {
  return (range: { from: string; to: string }, ctx: z.RefinementCtx) => {
    // zod runs this even when a date failed its own check; that failure already names the field.
    if (!isValidDate(range.from) || !isValidDate(range.to)) return;
    const days = daysBetween(range.from, range.to);
    if (days < 0) ctx.addIssue({ code: 'custom', ...refusalIssue(timeRefusals.fromAfterTo), path: ['from'] });
    else if (days + 1 > maxDays) ctx.addIssue({ code: 'custom', ...refusalIssue(tooLong) });
  };
}

// ---- time groups --------------------------------------------------------------------------

/** GET /time-group: ?date&auto (list), ?shallow=true, or ?timeGroupId&date&auto (one with sub groups). */
export const timeGroupQuery = z.object({
  date: dateSchema.optional(),
  auto: queryBoolean.optional(),
  shallow: queryBoolean.optional(),
  timeGroupId: idSchema.optional(),
});
export type TimeGroupQuery = z.input<typeof timeGroupQuery>;

export const timeGroupCreateBody = z.object({
  name,
  tagIds: tagIds.optional(),
});
export type TimeGroupCreateBody = z.input<typeof timeGroupCreateBody>;

export const timeGroupUpdateBody = z.object({
  groupId: idSchema,
  name: name.optional(),
  tagIds: tagIds.optional(),
});
export type TimeGroupUpdateBody = z.input<typeof timeGroupUpdateBody>;

export const timeGroupDeleteQuery = z.object({ timeGroupId: idSchema });
export type TimeGroupDeleteQuery = z.input<typeof timeGroupDeleteQuery>;

// ---- sub groups ---------------------------------------------------------------------------

/** GET /sub-group: nothing (all, shallow), ?timeGroupId&date&auto, or ?subGroupId&date&auto. */
export const subGroupQuery = z.object({
  timeGroupId: idSchema.optional(),
  subGroupId: idSchema.optional(),
  date: dateSchema.optional(),
  auto: queryBoolean.optional(),
});
export type SubGroupQuery = z.input<typeof subGroupQuery>;

/** Name and timeGroupId are both required, with one message for either. */
function requireNameAndGroup<T extends { name?: string | undefined; timeGroupId?: string | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
): T & { name: string; timeGroupId: string } {
  if (!body.name || !body.timeGroupId) {
    ctx.addIssue({ code: 'custom', ...refusalIssue(timeRefusals.nameAndTimeGroupRequired) });
    return z.NEVER;
  }
  return { ...body, name: body.name, timeGroupId: body.timeGroupId };
}

const optionalName = z
  .string(refusalMessage(timeRefusals.nameAndTimeGroupRequired))
  .trim()
  .max(NAME_MAX, refusalMessage(timeRefusals.nameTooLong))
  .optional();
const optionalGroupId = z.string(refusalMessage(timeRefusals.nameAndTimeGroupRequired)).trim().max(64).optional();

export const subGroupCreateBody = z
  .object({ name: optionalName, timeGroupId: optionalGroupId, tagIds: tagIds.optional() })
  .transform(requireNameAndGroup);
export type SubGroupCreateBody = z.input<typeof subGroupCreateBody>;

/** PUT /sub-group: `{ subGroupId, name?, tagIds? }` or `{ moveSubGroup: true, subGroupId, newSubGroupId }`. */
export const subGroupUpdateBody = z
  .object({
    subGroupId: idSchema,
    moveSubGroup: z.boolean().optional(),
    newSubGroupId: idSchema.optional(),
    name: name.optional(),
    tagIds: tagIds.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.moveSubGroup && !body.newSubGroupId) {
      ctx.addIssue({ code: 'custom', ...refusalIssue(timeRefusals.moveTargetRequired), path: ['newSubGroupId'] });
    }
  });
export type SubGroupUpdateBody = z.input<typeof subGroupUpdateBody>;

export const subGroupDeleteQuery = z.object({ subGroupId: idSchema });
export type SubGroupDeleteQuery = z.input<typeof subGroupDeleteQuery>;

// ---- stamps -------------------------------------------------------------------------------

/** What was done, in a line or two; blank clears it. */
const description = optionalText(STAMP_DESCRIPTION_MAX, timeRefusals.descriptionTooLong);

/**
 * GET /time-stamp, one of: ?timeStampId, ?active=true, ?date, ?subGroupId&pageNumber, ?from&to.
 * `auto=false` leaves automatic stamps out (default: the person's showAuto preference).
 */
export const timeStampQuery = z.object({
  timeStampId: idSchema.optional(),
  active: queryBoolean.optional(),
  date: dateSchema.optional(),
  subGroupId: idSchema.optional(),
  pageNumber: pageNumberSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  auto: queryBoolean.optional(),
});
export type TimeStampQuery = z.input<typeof timeStampQuery>;

export const dateRangeQuery = z.object({ from: dateSchema, to: dateSchema });

export const timeStampExportQuery = dateRangeQuery
  .extend({ auto: queryBoolean.optional() })
  .superRefine(rangeRule(MAX_EXPORT_DAYS, timeRefusals.exportRangeTooLong));
export type TimeStampExportQuery = z.input<typeof timeStampExportQuery>;

/**
 * POST /time-stamp. startTime defaults to now. `date` is accepted for compatibility and ignored:
 * the stamp's date is its start's local date. An endTime ends the stamp; `ended: true` without
 * one ends it now.
 */
export const timeStampCreateBody = z
  .object({
    name: optionalName,
    timeGroupId: optionalGroupId,
    startTime: instantSchema.optional(),
    date: dateSchema.optional(),
    ended: z.boolean().optional(),
    endTime: instantSchema.optional(),
    description: description.optional(),
  })
  .transform(requireNameAndGroup);
export type TimeStampCreateBody = z.input<typeof timeStampCreateBody>;

/** PUT /time-stamp. `ended: true` without endTime = now; `ended: false` reopens (end cleared). */
export const timeStampUpdateBody = z.object({
  timeStampId: idSchema,
  startTime: instantSchema.optional(),
  endTime: instantSchema.nullable().optional(),
  ended: z.boolean().optional(),
  subGroupId: idSchema.optional(),
  description: description.optional(),
});
export type TimeStampUpdateBody = z.input<typeof timeStampUpdateBody>;

export const timeStampDeleteQuery = z.object({ timeStampId: idSchema });
export type TimeStampDeleteQuery = z.input<typeof timeStampDeleteQuery>;

// ---- views --------------------------------------------------------------------------------

export const graphBySchema = z.enum(['group', 'subGroup', 'tag']);
export type GraphBy = z.infer<typeof graphBySchema>;

export const timeGraphQuery = dateRangeQuery
  .extend({ by: graphBySchema.default('group'), timeGroupId: idSchema.optional(), auto: queryBoolean.optional() })
  .superRefine(rangeRule(MAX_RANGE_DAYS, timeRefusals.rangeTooLong));
export type TimeGraphQuery = z.input<typeof timeGraphQuery>;

export const timeCalculateQuery = dateRangeQuery
  .extend({ timeGroupIds: idList.optional(), subGroupIds: idList.optional(), auto: queryBoolean.optional() })
  .superRefine(rangeRule(MAX_CALCULATE_DAYS, timeRefusals.calculateRangeTooLong));
export type TimeCalculateQuery = z.input<typeof timeCalculateQuery>;

// ---- tags ---------------------------------------------------------------------------------

const title = z
  .string(refusalMessage(timeRefusals.titleRequired))
  .trim()
  .min(1, refusalMessage(timeRefusals.titleRequired))
  .max(TAG_TITLE_MAX, refusalMessage(timeRefusals.titleTooLong));

export const tagCreateBody = z.object({ title });
export type TagCreateBody = z.input<typeof tagCreateBody>;
export const tagUpdateBody = z.object({ tagId: idSchema, title });
export type TagUpdateBody = z.input<typeof tagUpdateBody>;
export const tagDeleteQuery = z.object({ tagId: idSchema });
export type TagDeleteQuery = z.input<typeof tagDeleteQuery>;

// The answers' types live beside the schemas' file; import both from here.
export type {
  Tag,
  ActiveStamp,
  PeriodTotals,
  TimeListEntry,
  SubGroupListEntry,
  TimeGroupDetail,
  ShallowTimeGroup,
  SubGroupSummary,
  TimeStamp,
  TimeStampPage,
  TimeStampDay,
  TimeStampRange,
  TimeGraph,
  TimeCalculation,
} from './answers';
