import { z } from 'zod';
import { refusalMessage } from '../kernel/refusals';
import { LANGUAGES, THEMES } from '../kernel/constants';
import { DISPLAY_NAME_MAX } from './limits';
import { authRefusals } from './refusals';
import { CUSTOM_LINKS_MAX, LINK_LABEL_MAX, LINK_ORDER_MAX, LINK_URL_MAX, isWebAddress } from './link-rules';
import { TIME_FILTERS } from './time-views';

/**
 * A person's preferences and the schemas they are built from: apart from the request bodies in
 * `index.ts` so that the answers, the plain values and the side bar's order read them without
 * importing the area's index (docs/architecture.md, "No cycles").
 */

/** Names the runtime accepted once: checking again would build an Intl.DateTimeFormat every time. */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_LIMIT = 2_000;

/** Whether the runtime knows the IANA time zone; only accepted names are remembered, so the set stays small. */
export function isTimeZone(tz: string): boolean {
  if (knownTimeZones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_LIMIT) knownTimeZones.add(tz);
  return true;
}

const TIME_ZONE_MESSAGE = refusalMessage(authRefusals.timeZoneInvalid);

/** IANA time zone names, checked against the runtime's own list. */
export const timeZoneSchema = z.string().max(64, TIME_ZONE_MESSAGE).refine(isTimeZone, TIME_ZONE_MESSAGE);

/** Accepts the code ('en', 'se') or the spec's enumeration (1, 2); always yields the code. */
export const languageSchema = z
  .union([z.enum(['en', 'se']), z.literal(LANGUAGES.en), z.literal(LANGUAGES.se)], {
    ...refusalMessage(authRefusals.languageInvalid),
  })
  .transform((value) => (value === 1 ? 'en' : value === 2 ? 'se' : value));

export const timeFilterSchema = z.enum(TIME_FILTERS);
export type TimeFilter = z.infer<typeof timeFilterSchema>;
export const timeSortingSchema = z.enum(['tags', 'normal']);
export type TimeSorting = z.infer<typeof timeSortingSchema>;
export const timeViewSchema = z.enum(['list', 'graph', 'timeline', 'calculate']);
export type TimeView = z.infer<typeof timeViewSchema>;

/**
 * The device shutdown settings: a flat set of named values the web app keeps for itself. It is
 * stored inside the preferences and sent with every sign-in, so its size is bounded: at most
 * 20 names, each a short key with a number, a yes/no, a short text or nothing.
 */
export const deviceShutdownConfigSchema = z
  .record(
    z
      .string()
      .min(1, refusalMessage(authRefusals.shutdownNameEmpty))
      .max(40, refusalMessage(authRefusals.shutdownNameTooLong))
      .regex(/^[A-Za-z0-9_.-]+$/, refusalMessage(authRefusals.shutdownNameCharacters)),
    z.union(
      [z.number(), z.boolean(), z.string().max(200, refusalMessage(authRefusals.shutdownTextTooLong)), z.null()],
      refusalMessage(authRefusals.shutdownValueInvalid),
    ),
  )
  .refine((config) => Object.keys(config).length <= 20, refusalMessage(authRefusals.shutdownTooManySettings));

/**
 * One entry of the side bar's order (`linkOrder`): an area by its side-bar place, or a custom link.
 * Each is shown or hidden; areas missing from the list keep the product's order (see link-order.ts).
 */
export const linkOrderEntrySchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('area'),
      place: z
        .string()
        .max(40)
        .regex(/^[A-Za-z]+$/),
      hidden: z.boolean(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('custom'),
      id: z
        .string()
        .max(24)
        .regex(/^[A-Za-z0-9_-]+$/),
      label: z
        .string()
        .trim()
        .min(1, refusalMessage(authRefusals.linkLabelRequired))
        .max(LINK_LABEL_MAX, refusalMessage(authRefusals.linkLabelTooLong)),
      url: z
        .string()
        .max(LINK_URL_MAX, refusalMessage(authRefusals.linkUrlTooLong))
        .refine(isWebAddress, refusalMessage(authRefusals.linkUrlNotWeb)),
      hidden: z.boolean(),
    })
    .strict(),
]);
export type LinkOrderEntry = z.infer<typeof linkOrderEntrySchema>;

export const linkOrderSchema = z
  .array(linkOrderEntrySchema)
  .max(LINK_ORDER_MAX)
  .refine(
    (entries) => entries.filter((entry) => entry.kind === 'custom').length <= CUSTOM_LINKS_MAX,
    refusalMessage(authRefusals.tooManyLinks),
  );

const DISPLAY_NAME_MESSAGE = refusalMessage(authRefusals.displayNameTooLong);

/** Every preference the product keeps, with its default; all are optional when updating. */
export const preferencesSchema = z.object({
  /** The name Ordna greets the person by; null: the username. */
  displayName: z.string().trim().max(DISPLAY_NAME_MAX, DISPLAY_NAME_MESSAGE).nullable(),
  theme: z.enum(THEMES),
  language: z.enum(['en', 'se']),
  timeZone: timeZoneSchema,
  timeSorting: timeSortingSchema,
  timeFilter: timeFilterSchema,
  timeView: timeViewSchema,
  showAuto: z.boolean(),
  heartbeatPulseMs: z.number().int().min(10_000).max(3_600_000),
  shape: z.string().max(100).nullable(),
  journalGroup: z.string().max(100).nullable(),
  defaultShoppingList: z.string().max(100).nullable(),
  linkOrder: linkOrderSchema,
  showPasswords: z.boolean(),
  showSecondBar: z.boolean(),
  useDeviceShutdown: z.boolean(),
  deviceShutdownConfig: deviceShutdownConfigSchema.nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = preferencesSchema.extend({ language: languageSchema }).partial().strict();
