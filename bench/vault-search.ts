/**
 * The vault's search over 5,000 decrypted entries (the most a person may keep), as each keystroke
 * runs it in the browser: the loose search (apps/web/src/areas/passwords/search.ts) beside a plain
 * "every word is in the text" filter, measured in the same run. Prints the median of RUNS (20)
 * per query and the ratio; never fails on slowness.
 */
import { emptyEntry } from '../apps/web/src/areas/passwords/entry';
import { searchEntries, type Searchable } from '../apps/web/src/areas/passwords/search';
import { percentile } from './stats';

const runs = Number(process.env.RUNS ?? 20);
const sites = ['GitHub', 'GitLab', 'Netbank', 'Mail', 'Shop', 'Cloud', 'Forum', 'Library'];
const entries: Searchable[] = Array.from({ length: 5000 }, (_, index) => {
  const site = `${sites[index % sites.length]} ${index}`;
  return {
    entry: {
      ...emptyEntry(),
      name: site,
      username: `person${index}@example.org`,
      urls: [`https://${site.toLowerCase().replace(' ', '-')}.example.com/login`],
      notes: 'Recovery codes kept in the drawer. '.repeat(8),
    },
  };
});

function plain(list: readonly Searchable[], query: string): Searchable[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter(({ entry }) => {
    const text = [entry.name, entry.username, ...entry.urls, entry.notes].join('\n').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

function time(run: () => unknown): number {
  const samples: number[] = [];
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return percentile(samples, 50);
}

console.log(`vault search over ${entries.length} entries, median of ${runs} runs`);
for (const query of ['gthub', 'netbnk 42', 'person4999', 'g', 'drawer']) {
  const loose = time(() => searchEntries(entries, query));
  const exact = time(() => plain(entries, query));
  const found = searchEntries(entries, query).length;
  console.log(
    `${query.padEnd(12)} loose ${loose.toFixed(1)} ms (${found} found)  plain ${exact.toFixed(1)} ms  ratio ${(loose / exact).toFixed(1)}×`,
  );
}
