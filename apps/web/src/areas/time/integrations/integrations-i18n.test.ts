import { describe, expect, it } from 'vitest';
import { catalogues } from '../../../i18n/catalogues.test-kit';

const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function has(tree: unknown, key: string): boolean {
  let node = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || (node !== null && typeof node === 'object');
}

describe('integrations translations', () => {
  const keys = new Set<string>();
  for (const text of Object.values(sources)) {
    // A key that ends in '.' is completed at run time (match-on and pattern problems): check the branch.
    for (const match of text.matchAll(/time\.integrations\.[A-Za-z.]+/g)) keys.add(match[0].replace(/\.$/, ''));
  }

  it('finds the keys the pages use', () => {
    expect(keys.size).toBeGreaterThan(50);
  });

  it.each(['en', 'se'])('has every key the pages use in %s', (language) => {
    const catalogue = catalogues()[language];
    const missing = [...keys].filter((key) => !has(catalogue, key) && !has(catalogue, `${key}_one`));
    expect(missing).toEqual([]);
  });
});
