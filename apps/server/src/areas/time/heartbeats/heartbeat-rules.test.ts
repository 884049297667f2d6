import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  hostMatches,
  normalizeHostPattern,
  normalizeUrlPattern,
  parseHeartbeatUrl,
  urlMatches,
} from '@ordna/contract/time/heartbeats';
import { findRule, mergeHeartbeatRuns, mergeHeartbeats, sortRules, type RuleForMatching } from './heartbeat-rules';

const PULSE = 120_000;

describe('patterns', () => {
  it('normalises host patterns and refuses what is not a host', () => {
    expect(normalizeHostPattern(' Example.COM ')).toEqual({ ok: true, pattern: 'example.com' });
    expect(normalizeHostPattern('*.Example.com')).toEqual({ ok: true, pattern: '*.example.com' });
    expect(normalizeHostPattern('https://www.example.com/some/page?q=1')).toEqual({
      ok: true,
      pattern: 'www.example.com',
    });
    expect(normalizeHostPattern('bücher.de')).toEqual({ ok: true, pattern: 'xn--bcher-kva.de' });
    expect(normalizeHostPattern('localhost')).toEqual({ ok: true, pattern: 'localhost' });
    for (const bad of ['', '   ', 'exa mple.com', 'example.com/path', 'ex*ample.com', '*.', '*', 'a..b', 'x:80']) {
      expect(normalizeHostPattern(bad).ok, bad).toBe(false);
    }
  });

  it('normalises URL patterns and refuses empty, spaced or wildcard-only ones', () => {
    expect(normalizeUrlPattern(' github.com/**/pulls ')).toEqual({ ok: true, pattern: 'github.com/*/pulls' });
    for (const bad of ['', '***', 'a b', 'x'.repeat(501), 'a*b*c*d*e*f*g*h*i*j*k*l']) {
      expect(normalizeUrlPattern(bad).ok, bad).toBe(false);
    }
  });

  it('matches hosts exactly, and a wildcard covers the domain and its sub-domains', () => {
    expect(hostMatches('example.com', 'example.com')).toBe(true);
    expect(hostMatches('example.com', 'www.example.com')).toBe(false);
    expect(hostMatches('*.example.com', 'example.com')).toBe(true);
    expect(hostMatches('*.example.com', 'a.b.example.com')).toBe(true);
    expect(hostMatches('*.example.com', 'notexample.com')).toBe(false);
  });

  it('matches URLs as a case-insensitive piece with * for anything', () => {
    const url = 'https://github.com/ordna/app/pulls?q=is%3Aopen';
    expect(urlMatches('github.com/ordna', url)).toBe(true);
    expect(urlMatches('GitHub.com/*/pulls', url)).toBe(true);
    expect(urlMatches('github.com/*/issues', url)).toBe(false);
    expect(urlMatches('pulls*github', url)).toBe(false);
    expect(urlMatches('*', url)).toBe(true);
  });

  it('reads only http(s) addresses, without the fragment', () => {
    expect(parseHeartbeatUrl('https://WWW.Example.com/a#top')).toEqual({
      host: 'www.example.com',
      url: 'https://www.example.com/a',
    });
    expect(parseHeartbeatUrl('chrome://extensions')).toBeNull();
    expect(parseHeartbeatUrl('not a url')).toBeNull();
  });
});

describe('rule order', () => {
  const rule = (id: string, matchOn: 'host' | 'url', pattern: string, createdAt = 0): RuleForMatching => ({
    id,
    matchOn,
    pattern,
    createdAt,
  });

  it('puts URL rules before host rules, longer patterns first, exact hosts before wildcards', () => {
    const sorted = sortRules([
      rule('wild', 'host', '*.example.com'),
      rule('host', 'host', 'example.com'),
      rule('sub', 'host', 'docs.example.com'),
      rule('short-url', 'url', 'example.com'),
      rule('long-url', 'url', 'example.com/*/settings'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['long-url', 'short-url', 'sub', 'host', 'wild']);
  });

  it('finds the first matching rule', () => {
    const rules = sortRules([rule('wild', 'host', '*.example.com'), rule('docs', 'url', 'example.com/docs')]);
    expect(findRule(rules, { host: 'www.example.com', url: 'https://www.example.com/docs/1' })?.id).toBe('docs');
    expect(findRule(rules, { host: 'www.example.com', url: 'https://www.example.com/' })?.id).toBe('wild');
    expect(findRule(rules, { host: 'other.org', url: 'https://other.org/' })).toBeUndefined();
  });

  it('keeps equally specific rules in creation order', () => {
    const sorted = sortRules([rule('b', 'host', 'b.com', 2), rule('a', 'host', 'a.com', 1)]);
    expect(sorted.map((r) => r.id)).toEqual(['a', 'b']);
  });
});

describe('mergeHeartbeats', () => {
  const none = { changed: [], removed: [], created: [] };

  it('starts a stamp, then extends it within the pulse window', () => {
    expect(mergeHeartbeats([], [0, 60_000, 170_000], PULSE)).toEqual({
      ...none,
      created: [{ start: 0, end: 170_000 }],
    });
  });

  it('starts a new stamp after a gap longer than the pulse window', () => {
    expect(mergeHeartbeats([], [0, 60_000, 60_000 + PULSE + 1], PULSE).created).toEqual([
      { start: 0, end: 60_000 },
      { start: 60_000 + PULSE + 1, end: 60_000 + PULSE + 1 },
    ]);
  });

  it('extends an existing stamp, and a heartbeat inside it changes nothing', () => {
    const existing = [{ stampId: 's1', start: 0, end: 100_000 }];
    expect(mergeHeartbeats(existing, [50_000], PULSE)).toEqual(none);
    expect(mergeHeartbeats(existing, [100_000 + PULSE], PULSE)).toEqual({
      ...none,
      changed: [{ stampId: 's1', start: 0, end: 100_000 + PULSE }],
    });
  });

  it('moves the start of the next stamp earlier for a heartbeat just before it', () => {
    const existing = [{ stampId: 's1', start: 600_000, end: 700_000 }];
    expect(mergeHeartbeats(existing, [600_000 - PULSE], PULSE)).toEqual({
      ...none,
      changed: [{ stampId: 's1', start: 600_000 - PULSE, end: 700_000 }],
    });
  });

  it('joins two stamps that a heartbeat bridges, keeping the earlier one', () => {
    const existing = [
      { stampId: 'a', start: 0, end: 100_000 },
      { stampId: 'b', start: 300_000, end: 400_000 },
    ];
    expect(mergeHeartbeats(existing, [200_000], PULSE)).toEqual({
      changed: [{ stampId: 'a', start: 0, end: 400_000 }],
      removed: ['b'],
      created: [],
    });
  });

  it('a new stamp that bridges into an existing one becomes part of it', () => {
    const existing = [{ stampId: 'b', start: 1_000_000, end: 1_100_000 }];
    // 700 000 starts a new span; 820 000 reaches both it and b: b now starts at 700 000.
    expect(mergeHeartbeats(existing, [700_000, 820_000, 880_000], PULSE)).toEqual({
      ...none,
      changed: [{ stampId: 'b', start: 700_000, end: 1_100_000 }],
    });
  });

  it('handles heartbeats out of order as if they came in order', () => {
    expect(mergeHeartbeats([], [120_000, 0, 60_000], PULSE).created).toEqual([{ start: 0, end: 120_000 }]);
  });

  it('a running stamp swallows later heartbeats and is not moved by earlier ones', () => {
    const running = [{ stampId: 'r', start: 1_000_000, end: null }];
    expect(mergeHeartbeats(running, [10_000_000], PULSE)).toEqual(none);
    expect(mergeHeartbeats(running, [1_000_000 - 1000], PULSE)).toEqual({
      ...none,
      created: [{ start: 999_000, end: 999_000 }],
    });
  });

  it('ends up the same whichever way the heartbeats are split into batches', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_600_000 }), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 40 }),
        (times, split) => {
          const once = mergeHeartbeats([], times, PULSE).created;
          // First batch: the later part, as new stamps; second batch: the rest, against those.
          const firstTimes = times.slice(split);
          const firstSpans = mergeHeartbeats([], firstTimes, PULSE).created.map((span, i) => ({
            stampId: `s${i}`,
            ...span,
          }));
          const second = mergeHeartbeats(firstSpans, times.slice(0, split), PULSE);
          const removed = new Set(second.removed);
          const changed = new Map(second.changed.map((span) => [span.stampId, span]));
          const result = [
            ...firstSpans
              .filter((span) => !removed.has(span.stampId))
              .map((span) => {
                const after = changed.get(span.stampId) ?? span;
                return { start: after.start, end: after.end };
              }),
            ...second.created,
          ].sort((a, b) => a.start - b.start);
          expect(result).toEqual(once);
        },
      ),
    );
  });

  it('every heartbeat ends up inside exactly one stamp, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3_600_000 }), { minLength: 1, maxLength: 60 }), (times) => {
        const forward = mergeHeartbeats([], times, PULSE);
        const shuffled = mergeHeartbeats([], [...times].reverse(), PULSE);
        expect(shuffled).toEqual(forward);
        const spans = forward.created;
        for (let i = 1; i < spans.length; i++) {
          expect(spans[i]!.start - spans[i - 1]!.end).toBeGreaterThan(PULSE);
        }
        for (const time of times) {
          expect(spans.filter((span) => span.start <= time && time <= span.end)).toHaveLength(1);
        }
      }),
    );
  });

  it('folds a run of repeats as it folds the heartbeats it stands for', () => {
    // Stamps well apart from the run except at its ends, so any heartbeats a pulse apart fold alike.
    const spanAt = (start: number, i: number) => ({ stampId: `s${i}`, start, end: start + 1000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 * PULSE }),
        fc.integer({ min: 0, max: 2 * PULSE }),
        fc.integer({ min: 0, max: 30 }),
        (before, after, steps) => {
          const start = 10 * PULSE;
          const times = Array.from({ length: steps + 1 }, (_, i) => start + i * PULSE);
          const end = times[times.length - 1]!;
          const spans = [spanAt(start - 1000 - before, 0), spanAt(end + after + 1, 1)];
          expect(mergeHeartbeatRuns(spans, [{ start, end }], PULSE)).toEqual(mergeHeartbeats(spans, times, PULSE));
        },
      ),
    );
  });

  it('a run bridges stamps it comes within a pulse of, and stops at a running one', () => {
    const stamps = [
      { stampId: 'a', start: 0, end: 1000 },
      { stampId: 'b', start: 5 * PULSE, end: 6 * PULSE },
    ];
    expect(mergeHeartbeatRuns(stamps, [{ start: 1000 + PULSE, end: 5 * PULSE - 10 }], PULSE)).toEqual({
      changed: [{ stampId: 'a', start: 0, end: 6 * PULSE }],
      removed: ['b'],
      created: [],
    });
    const running = [{ stampId: 'r', start: PULSE, end: null }];
    expect(mergeHeartbeatRuns(running, [{ start: 0, end: 9 * PULSE }], PULSE).created).toEqual([
      { start: 0, end: PULSE - 1 },
    ]);
  });

  it('never grows a stamp past the longest a stamp may be', () => {
    const plan = mergeHeartbeatRuns([], [{ start: 0, end: 10 * PULSE }], PULSE, 4 * PULSE);
    expect(plan.created).toEqual([
      { start: 0, end: 4 * PULSE },
      { start: 5 * PULSE, end: 9 * PULSE },
      { start: 10 * PULSE, end: 10 * PULSE },
    ]);
  });
});
