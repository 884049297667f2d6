import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../i18n/catalogues.test-kit';
import { RANGE_PRESETS } from './calculate-range';

const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.ts', '!./*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function text(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('time views translations', () => {
  const keys = new Set<string>();
  for (const source of Object.values(sources)) {
    // Whole keys in quotes; keys completed at run time (`time.views.chart.by.${by}`) are listed below.
    for (const match of source.matchAll(/['"`](time\.views\.[A-Za-z.]+)['"`]/g)) keys.add(match[1]!);
  }
  // Keys completed at run time, with every value they can take.
  const dynamic = [
    ...['list', 'time', 'graph', 'calculate'].map((view) => `time.views.${view}`),
    ...['day', 'week', 'month', 'total'].flatMap((period) => [
      `time.views.chart.period.${period}`,
      `time.views.chart.describe.${period}`,
    ]),
    ...['group', 'subGroup', 'tag'].map((by) => `time.views.chart.by.${by}`),
    ...RANGE_PRESETS.map((preset) => `time.views.calc.preset.${preset}`),
  ];

  it('finds the keys the pages use', () => {
    expect(keys.size).toBeGreaterThan(40);
  });

  it.each(['en', 'se'])('has a text for every key the pages use in %s', (language) => {
    const catalogue = catalogues()[language];
    const missing = [...keys, ...dynamic].filter((key) => typeof text(catalogue, key) !== 'string');
    expect(missing).toEqual([]);
  });
});
