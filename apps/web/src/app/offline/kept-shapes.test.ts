import { describe, expect, it } from 'vitest';
import { answerShapesFingerprint } from '@ordna/contract/kernel/answer-shapes';
import type { Endpoint } from '@ordna/contract/kernel/endpoints';
import { areas } from '../area-registry';
import { KEPT_SHAPES } from './persist-cache';

/** Every endpoint table and view of the contract, by the name the web imports it under. */
const contract = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<Record<string, unknown>>('../../../../../packages/contract/src/*/endpoints.ts', { eager: true }),
  ),
) as Record<string, Record<string, Endpoint> | undefined>;

/** The sources of the areas that keep answers on the device (`keptOffline`), tests left out. */
const keptSources = Object.entries(
  import.meta.glob<string>(['../../areas/*/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
    eager: true,
    query: '?raw',
    import: 'default',
  }),
)
  .filter(([path]) => areas.some((area) => area.keptOffline && path.startsWith(`../../areas/${area.id}/`)))
  .map(([, source]) => source);

/**
 * The reads whose answers the offline cache may keep: every GET endpoint or view the keeping
 * areas' code names (`timeViews.rangeStamps`). A little more than is kept (a read under an
 * `except` prefix counts too): a change there asks for a bump that was not needed, never the reverse.
 */
function keptReads(): Endpoint[] {
  const reads = new Map<string, Endpoint>();
  for (const source of keptSources) {
    for (const [, table, name] of source.matchAll(/\b(\w+(?:Endpoints|Views))\.(\w+)\b/g)) {
      const endpoint = contract[table!]?.[name!];
      if (endpoint?.method === 'GET') reads.set(`${table}.${name}`, endpoint);
    }
  }
  return [...reads.values()];
}

describe('the offline cache version', () => {
  it('follows the shapes of the answers it keeps', () => {
    const reads = keptReads();
    expect(reads.map((read) => read.operationId)).toContain('timeReadStamp');
    expect(
      answerShapesFingerprint(reads),
      'A kept answer changed shape: bump CACHE_VERSION and record the new fingerprint as KEPT_SHAPES (persist-cache.ts)',
    ).toBe(KEPT_SHAPES);
  });
});
