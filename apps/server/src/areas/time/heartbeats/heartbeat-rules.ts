import { hostMatches, urlMatches, type MatchOn } from '@ordna/contract/heartbeats';

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
 * or across batches.
 */
export function mergeHeartbeats(existing: readonly AutoSpan[], times: readonly number[], pulseMs: number): MergePlan {
  const spans: WorkingSpan[] = existing.map((span) => ({ ...span, original: span })).sort((a, b) => a.start - b.start);
  const removed: string[] = [];
  for (const time of [...times].sort((a, b) => a - b)) {
    const index = lastStartingAtOrBefore(spans, time);
    const previous = index >= 0 ? spans[index]! : null;
    const next = spans[index + 1] ?? null;
    if (previous && (previous.end === null || time <= previous.end)) continue;
    const joinsPrevious = previous !== null && time - previous.end! <= pulseMs;
    // A running stamp is left alone before its start: it is the person's to end.
    const joinsNext = next !== null && next.end !== null && next.start - time <= pulseMs;
    if (joinsPrevious && joinsNext) {
      // One of the two stays (an existing stamp rather than a new one) and covers both.
      const [kept, gone] = previous.stampId || !next.stampId ? [previous, next] : [next, previous];
      kept.start = previous.start;
      kept.end = next.end;
      spans.splice(spans.indexOf(gone), 1);
      if (gone.stampId) removed.push(gone.stampId);
    } else if (joinsPrevious) {
      previous.end = time;
    } else if (joinsNext) {
      next.start = time;
    } else {
      spans.splice(index + 1, 0, { stampId: null, start: time, end: time, original: null });
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
