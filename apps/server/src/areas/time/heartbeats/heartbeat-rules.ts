import { hostMatches, urlMatches, type MatchOn } from '@ordna/contract/time/heartbeats';

/**
 * The rules of automatic stamps, apart from any database: which URL rule a heartbeat falls
 * under, and how a rule's heartbeats extend its automatic stamps or start new ones.
 */

export interface RuleForMatching {
  id: string;
  pattern: string;
  matchOn: MatchOn;
  createdAt: number;
}

/** How much of a pattern is literal: `*.example.com` and `example.com` weigh the same. */
function literalLength(rule: RuleForMatching): number {
  const pattern = rule.matchOn === 'host' && rule.pattern.startsWith('*.') ? rule.pattern.slice(2) : rule.pattern;
  return pattern.replaceAll('*', '').length;
}

const hasWildcard = (rule: RuleForMatching) => rule.pattern.includes('*');

/**
 * Most specific first: URL rules before host rules, then the longer literal pattern, then a
 * pattern without wildcards before one with, then the older rule (a stable order).
 */
export function compareRules(a: RuleForMatching, b: RuleForMatching): number {
  if (a.matchOn !== b.matchOn) return a.matchOn === 'url' ? -1 : 1;
  const byLength = literalLength(b) - literalLength(a);
  if (byLength) return byLength;
  const byWildcard = Number(hasWildcard(a)) - Number(hasWildcard(b));
  if (byWildcard) return byWildcard;
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortRules<R extends RuleForMatching>(rules: readonly R[]): R[] {
  return [...rules].sort(compareRules);
}

export function ruleMatches(rule: RuleForMatching, heartbeat: { host: string; url: string }): boolean {
  return rule.matchOn === 'host' ? hostMatches(rule.pattern, heartbeat.host) : urlMatches(rule.pattern, heartbeat.url);
}

/** The first rule (in `sortRules` order) that matches the heartbeat, or undefined. */
export function findRule<R extends RuleForMatching>(
  sortedRules: readonly R[],
  heartbeat: { host: string; url: string },
): R | undefined {
  return sortedRules.find((rule) => ruleMatches(rule, heartbeat));
}

/** A heartbeat after validation: its host, normalised URL, title and time (epoch ms). */
export interface IncomingHeartbeat {
  host: string;
  url: string;
  title: string | null;
  time: number;
}

/** Splits heartbeats into each matching rule's times and the ones no rule matches. */
export function classifyHeartbeats<R extends RuleForMatching, H extends { host: string; url: string; time: number }>(
  rules: readonly R[],
  heartbeats: readonly H[],
): { timesByRule: Map<R, number[]>; unmatched: H[] } {
  const sorted = sortRules(rules);
  const timesByRule = new Map<R, number[]>();
  const unmatched: H[] = [];
  for (const heartbeat of heartbeats) {
    const rule = findRule(sorted, heartbeat);
    const times = rule && timesByRule.get(rule);
    if (!rule) unmatched.push(heartbeat);
    else if (times) times.push(heartbeat.time);
    else timesByRule.set(rule, [heartbeat.time]);
  }
  return { timesByRule, unmatched };
}

/** An automatic stamp of a rule as the merge sees it; `end` null means still running. */
export interface AutoSpan {
  stampId: string;
  start: number;
  end: number | null;
}

export interface MergePlan {
  /** Existing stamps that now start earlier and/or end later. */
  changed: { stampId: string; start: number; end: number | null }[];
  /** Existing stamps that a heartbeat joined to the stamp before them (that one now covers them). */
  removed: string[];
  /** New automatic stamps, already merged with the other heartbeats of the batch. */
  created: { start: number; end: number }[];
}

interface WorkingSpan {
  stampId: string | null;
  start: number;
  end: number | null;
  original: AutoSpan | null;
}

/**
 * Folds one rule's heartbeat times into its automatic stamps. A heartbeat inside a stamp changes
 * nothing. Within `pulseMs` after the end of the stamp before it, it moves that end; within
 * `pulseMs` before the start of the stamp after it, it moves that start — and when it is within
 * reach of both, the two stamps become one. Otherwise it starts a new stamp (start = end = the
 * heartbeat). So the result does not depend on the order heartbeats arrive in, within a batch
 * or across batches — as long as no stamp reaches `maxSpanMs`, where a new stamp starts instead.
 */
export function mergeHeartbeats(
  existing: readonly AutoSpan[],
  times: readonly number[],
  pulseMs: number,
  maxSpanMs = Number.POSITIVE_INFINITY,
): MergePlan {
  return mergeHeartbeatRuns(
    existing,
    times.map((time) => ({ start: time, end: time })),
    pulseMs,
    maxSpanMs,
  );
}

/**
 * The same for runs of heartbeats: a run stands for heartbeats from `start` to `end`, each within
 * `pulseMs` of the one before (a kept unmatched row of repeats), and folds as they would.
 */
export function mergeHeartbeatRuns(
  existing: readonly AutoSpan[],
  runs: readonly { start: number; end: number }[],
  pulseMs: number,
  maxSpanMs = Number.POSITIVE_INFINITY,
): MergePlan {
  const spans: WorkingSpan[] = existing.map((span) => ({ ...span, original: span })).sort((a, b) => a.start - b.start);
  const removed: string[] = [];
  for (const run of [...runs].sort((a, b) => a.start - b.start)) {
    let span = foldHeartbeat(spans, removed, run.start, pulseMs, maxSpanMs);
    // The heartbeats between move the end along: up to the run's end or the limit, joining a
    // stamp they come within a pulse of.
    while (span.end !== null && span.end < run.end) {
      const next = spans[spans.indexOf(span) + 1] ?? null;
      const reach = Math.min(run.end, span.start + maxSpanMs);
      if (next?.end != null && next.start - pulseMs <= reach && next.end - span.start <= maxSpanMs) {
        span = joinSpans(spans, removed, span, next);
        continue;
      }
      const end = Math.min(reach, next ? next.start - 1 : reach);
      if (end > span.end) span.end = end;
      if (span.end >= run.end) break;
      span = foldHeartbeat(spans, removed, Math.min(run.end, span.end + pulseMs), pulseMs, maxSpanMs);
    }
  }
  const plan: MergePlan = { changed: [], removed, created: [] };
  for (const span of spans) {
    if (!span.stampId) plan.created.push({ start: span.start, end: span.end! });
    else if (span.start !== span.original!.start || span.end !== span.original!.end) {
      plan.changed.push({ stampId: span.stampId, start: span.start, end: span.end });
    }
  }
  return plan;
}

/** Folds one heartbeat into the spans (see mergeHeartbeats); answers the span that now holds it. */
function foldHeartbeat(
  spans: WorkingSpan[],
  removed: string[],
  time: number,
  pulseMs: number,
  maxSpanMs: number,
): WorkingSpan {
  const index = lastStartingAtOrBefore(spans, time);
  const previous = index >= 0 ? spans[index]! : null;
  const next = spans[index + 1] ?? null;
  if (previous && (previous.end === null || time <= previous.end)) return previous;
  // A stamp never grows past maxSpanMs: the heartbeat starts a new one instead.
  const joinsPrevious = previous !== null && time - previous.end! <= pulseMs && time - previous.start <= maxSpanMs;
  // A running stamp is left alone before its start: it is the person's to end.
  const joinsNext = next !== null && next.end !== null && next.start - time <= pulseMs && next.end - time <= maxSpanMs;
  if (joinsPrevious && joinsNext && next.end! - previous.start <= maxSpanMs)
    return joinSpans(spans, removed, previous, next);
  if (joinsPrevious) {
    previous.end = time;
    return previous;
  }
  if (joinsNext) {
    next.start = time;
    return next;
  }
  const created = { stampId: null, start: time, end: time, original: null };
  spans.splice(index + 1, 0, created);
  return created;
}

/** Two neighbouring spans become one: an existing stamp rather than a new one stays and covers both. */
function joinSpans(spans: WorkingSpan[], removed: string[], first: WorkingSpan, second: WorkingSpan): WorkingSpan {
  const [kept, gone] = first.stampId || !second.stampId ? [first, second] : [second, first];
  kept.start = first.start;
  kept.end = second.end;
  spans.splice(spans.indexOf(gone), 1);
  if (gone.stampId) removed.push(gone.stampId);
  return kept;
}

/** Index of the last span starting at or before `time` (spans sorted by start), or -1. */
function lastStartingAtOrBefore(spans: readonly WorkingSpan[], time: number): number {
  let low = 0;
  let high = spans.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (spans[middle]!.start <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
