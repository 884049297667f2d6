import { z } from 'zod';
import { refusalIssue, refusalMessage, type Refusal } from '../kernel/refusals';
import { booleanQuery, instant, requiredId } from '../kernel/common';
import {
  HEARTBEAT_BATCH_MAX,
  HEARTBEAT_TITLE_MAX,
  HEARTBEAT_URL_MAX,
  INTEGRATION_TOKEN_NAME_MAX,
  MATCH_ON,
  MAX_INTEGRATION_TOKENS,
  MAX_URL_RULES,
  SUB_GROUP_NAME_MAX,
  type MatchOn,
  URL_PATTERN_MAX,
  URL_PATTERN_MAX_WILDCARDS,
} from './limits';
import { timeRefusals } from './refusals';

/**
 * Automatic stamps: integration tokens, URL rules and heartbeats.
 * A browser extension or script posts heartbeats with an integration token; a heartbeat that
 * matches a URL rule becomes (or extends) an automatic stamp in the rule's time group.
 */

export type { MatchOn };

export {
  MATCH_ON,
  HEARTBEAT_BATCH_MAX,
  HEARTBEAT_TITLE_MAX,
  HEARTBEAT_URL_MAX,
  MAX_INTEGRATION_TOKENS,
  MAX_URL_RULES,
  URL_PATTERN_MAX,
  URL_PATTERN_MAX_WILDCARDS,
};

/** Unmatched heartbeats are kept this long so a person can make a rule from them. */
export const UNMATCHED_KEEP_MS = 14 * 24 * 60 * 60 * 1000;
/** A heartbeat may be this far ahead of the server's clock (clock skew), no further. */
export const HEARTBEAT_FUTURE_TOLERANCE_MS = 60_000;
/** Integration tokens start with this, so a leaked one is easy to recognise. */
export const INTEGRATION_TOKEN_PREFIX = 'ordna_it_';

// ---------- Patterns (shared by the server's validation and the web form) ----------

/** Why a pattern was refused; the web shows a translated sentence per reason. */
export type PatternProblem = 'required' | 'notHost' | 'tooLong' | 'spaces' | 'onlyWildcards' | 'tooManyWildcards';
export type PatternCheck = { ok: true; pattern: string } | { ok: false; problem: PatternProblem; refusal: Refusal };

const NOT_HOST = { ok: false, problem: 'notHost', refusal: timeRefusals.patternNotHost } as const;
const REQUIRED = { ok: false, problem: 'required', refusal: timeRefusals.patternRequired } as const;

const HOST_LABELS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * A host pattern: `example.com` or `*.example.com` (the domain and every sub-domain). A pasted
 * address (`https://www.example.com/page`) is reduced to its host. Lower-cased, punycode for
 * international names.
 */
export function normalizeHostPattern(raw: string): PatternCheck {
  let value = raw.trim().toLowerCase();
  if (!value) return REQUIRED;
  if (value.includes('://')) {
    try {
      value = new URL(value).hostname;
    } catch {
      return NOT_HOST;
    }
  }
  const wildcard = value.startsWith('*.');
  const rest = wildcard ? value.slice(2) : value;
  if (!rest || /[*/\s:@?#\\]/.test(rest)) {
    return NOT_HOST;
  }
  let host: string;
  try {
    host = new URL(`http://${rest}`).hostname;
  } catch {
    return NOT_HOST;
  }
  host = host.replace(/\.$/, '');
  if (!HOST_LABELS.test(host) || host.length > 253) {
    return NOT_HOST;
  }
  return { ok: true, pattern: wildcard ? `*.${host}` : host };
}

/** A URL pattern: a piece of the address, where `*` stands for any run of characters. */
export function normalizeUrlPattern(raw: string): PatternCheck {
  const value = raw.trim().replace(/\*{2,}/g, '*');
  if (!value) return REQUIRED;
  if (value.length > URL_PATTERN_MAX) {
    return { ok: false, problem: 'tooLong', refusal: timeRefusals.patternTooLong };
  }
  if (/\s/.test(value)) return { ok: false, problem: 'spaces', refusal: timeRefusals.patternSpaces };
  if (!value.replaceAll('*', '')) {
    return { ok: false, problem: 'onlyWildcards', refusal: timeRefusals.patternOnlyWildcards };
  }
  if (value.split('*').length - 1 > URL_PATTERN_MAX_WILDCARDS) {
    return { ok: false, problem: 'tooManyWildcards', refusal: timeRefusals.patternTooManyWildcards };
  }
  return { ok: true, pattern: value };
}

export function normalizePattern(matchOn: MatchOn, raw: string): PatternCheck {
  return matchOn === 'host' ? normalizeHostPattern(raw) : normalizeUrlPattern(raw);
}

/** Does a host (already lower-case) fall under a host pattern? `*.example.com` also covers example.com. */
export function hostMatches(pattern: string, host: string): boolean {
  if (!pattern.startsWith('*.')) return host === pattern;
  const domain = pattern.slice(2);
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Does a URL contain the pattern, `*` standing for any run of characters? Case-insensitive.
 * Finding each piece at its leftmost place is enough for an unanchored glob, and is linear.
 */
export function urlMatches(pattern: string, url: string): boolean {
  const text = url.toLowerCase();
  let from = 0;
  for (const piece of pattern.toLowerCase().split('*')) {
    if (!piece) continue;
    const at = text.indexOf(piece, from);
    if (at < 0) return false;
    from = at + piece.length;
  }
  return true;
}

/** The host and the normalised address of a heartbeat's URL, or null when it is not http(s). */
export function parseHeartbeatUrl(raw: string): { host: string; url: string } | null {
  try {
    const parsed = new URL(raw.trim());
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    if (!parsed.hostname) return null;
    parsed.hash = '';
    return { host: parsed.hostname.replace(/\.$/, ''), url: parsed.href };
  } catch {
    return null;
  }
}

// ---------- Integration tokens ----------

export const integrationTokenCreateBody = z.object({
  name: z
    .string(refusalMessage(timeRefusals.nameRequired))
    .trim()
    .min(1, refusalMessage(timeRefusals.nameRequired))
    .max(INTEGRATION_TOKEN_NAME_MAX, refusalMessage(timeRefusals.integrationTokenNameTooLong)),
});
export type IntegrationTokenCreateBody = z.infer<typeof integrationTokenCreateBody>;

export const integrationTokenDeleteQuery = z.object({
  tokenId: requiredId(timeRefusals.tokenIdRequired),
});

// ---------- URL rules ----------

const matchOnSchema = z.enum(MATCH_ON, refusalMessage(timeRefusals.matchOnInvalid));
const subGroupNameField = z
  .string(refusalMessage(timeRefusals.subGroupNameRequired))
  .trim()
  .min(1, refusalMessage(timeRefusals.subGroupNameRequired))
  .max(SUB_GROUP_NAME_MAX, refusalMessage(timeRefusals.subGroupNameTooLong));
const patternField = z
  .string(refusalMessage(timeRefusals.patternRequired))
  .max(URL_PATTERN_MAX * 2, refusalMessage(timeRefusals.patternTooLong));

function checkPattern(rule: { pattern?: string; matchOn?: MatchOn }, ctx: z.RefinementCtx): void {
  if (rule.pattern === undefined) return;
  const check = normalizePattern(rule.matchOn ?? 'url', rule.pattern);
  if (!check.ok) ctx.addIssue({ code: 'custom', path: ['pattern'], ...refusalIssue(check.refusal) });
}

export const urlRuleCreateBody = z
  .object({
    pattern: patternField,
    matchOn: matchOnSchema,
    timeGroupId: requiredId(timeRefusals.timeGroupIdRequired),
    subGroupName: subGroupNameField,
    /** Also turn the kept unmatched heartbeats that this rule matches into stamps. */
    applyToUnmatched: z.boolean().optional(),
  })
  .superRefine(checkPattern);
export type UrlRuleCreateBody = z.input<typeof urlRuleCreateBody>;

export const urlRuleUpdateBody = z
  .object({
    ruleId: requiredId(timeRefusals.ruleIdRequired),
    pattern: patternField.optional(),
    matchOn: matchOnSchema.optional(),
    timeGroupId: requiredId(timeRefusals.timeGroupIdRequired).optional(),
    subGroupName: subGroupNameField.optional(),
    applyToUnmatched: z.boolean().optional(),
  })
  // The pattern is checked against the stored matchOn on the server when matchOn is left out.
  .superRefine((rule, ctx) => (rule.matchOn ? checkPattern(rule, ctx) : undefined));
export type UrlRuleUpdateBody = z.input<typeof urlRuleUpdateBody>;

export const urlRuleDeleteQuery = z.object({ ruleId: requiredId(timeRefusals.ruleIdRequired) });

// ---------- Heartbeats ----------

export const heartbeatInput = z.object({
  url: z
    .string(refusalMessage(timeRefusals.heartbeatUrlRequired))
    .max(HEARTBEAT_URL_MAX, refusalMessage(timeRefusals.heartbeatUrlTooLong))
    .refine((url) => parseHeartbeatUrl(url) !== null, refusalMessage(timeRefusals.heartbeatUrlNotWeb)),
  title: z
    .string(refusalMessage(timeRefusals.heartbeatTitleNotText))
    .transform((title) => title.trim().slice(0, HEARTBEAT_TITLE_MAX))
    .nullish(),
  time: instant(refusalMessage(timeRefusals.heartbeatTimeInvalid)).optional(),
});
export type HeartbeatInput = z.input<typeof heartbeatInput>;

/** One heartbeat or an array of up to 500; always read as an array. */
export const heartbeatBody = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z
    .array(heartbeatInput)
    .min(1, refusalMessage(timeRefusals.noHeartbeats))
    .max(HEARTBEAT_BATCH_MAX, refusalMessage(timeRefusals.tooManyHeartbeats)),
);
export type HeartbeatBody = HeartbeatInput | HeartbeatInput[];

export const heartbeatQuery = z.object({
  unmatched: booleanQuery(timeRefusals.unmatchedInvalid).optional(),
  heartbeatId: z.string().trim().min(1, refusalMessage(timeRefusals.heartbeatIdRequired)).max(100).optional(),
});

export const heartbeatDeleteQuery = z.object({
  host: z
    .string(refusalMessage(timeRefusals.hostRequired))
    .trim()
    .min(1, refusalMessage(timeRefusals.hostRequired))
    .max(253),
});

// The answers live in heartbeat-answers.ts as schemas; their types are exported here as before.
export type {
  Heartbeat,
  HeartbeatAnswer,
  IntegrationToken,
  IntegrationTokenCreated,
  UnmatchedHost,
  UrlRule,
  UrlRuleSaved,
} from './heartbeat-answers';
