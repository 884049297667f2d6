import path from 'node:path';
import type { Plugin } from 'vite';
import {
  addedOnTop,
  areaPages,
  chunkOf,
  chunksOf,
  gzipBytes,
  initialSet,
  LIMIT,
  TARGET,
  type AreaPage,
  type Budget,
  type BuiltChunk,
} from './bundle-weights.ts';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** One line of the breakdown: an area's side-bar page and its heaviest page, each on top of the first load. */
interface AreaLine {
  area: string;
  first: { path: string; gzip: number } | undefined;
  heaviest: { path: string; gzip: number };
}

/** The weights of the build: the first load, then each area's pages on top of it (and of the signed-in frame). */
export function weighBuild(chunks: ReadonlyMap<string, BuiltChunk>, root: string) {
  const sizes = new Map([...chunks.values()].map((chunk) => [chunk.fileName, gzipBytes(chunk.code)]));
  const weigh = (file: string) => sizes.get(file) ?? 0;
  const initial = initialSet(chunks);
  const initialGzip = [...initial].reduce((sum, file) => sum + weigh(file), 0);
  const shell = chunkOf(chunks, path.join(root, 'src/app/Shell.tsx'));
  // Fetched with the first toast (app/ToastsOnceShown.tsx); counted as loaded before any page, as when it
  // came right after the first paint, so a page's figure is not charged for what it shares with it.
  const toasts = chunkOf(chunks, path.join(root, 'src/app/Toasts.tsx'));
  const atStart = addedOnTop(chunks, toasts ? [toasts.fileName] : [], initial, weigh);
  const loaded = new Set([...initial, ...atStart.files]);
  const onTop = (page: AreaPage) => {
    const chunk = chunkOf(chunks, page.module);
    if (!chunk) throw new Error(`bundle budget: no chunk for ${page.module} (${page.path})`);
    const roots = [chunk.fileName, ...(shell && !page.open ? [shell.fileName] : [])];
    return addedOnTop(chunks, roots, loaded, weigh).gzip;
  };
  const pages = areaPages(path.join(root, 'src/areas')).map((page) => ({ ...page, gzip: onTop(page) }));
  const areas: AreaLine[] = [...new Set(pages.map((page) => page.area))].map((area) => {
    const own = pages.filter((page) => page.area === area);
    const heaviest = own.reduce((a, b) => (b.gzip > a.gzip ? b : a));
    return { area, first: own.find((page) => page.first), heaviest };
  });
  return {
    initial: [...initial].map((file) => ({ file, gzip: weigh(file) })),
    initialGzip,
    afterPaintGzip: atStart.gzip,
    areas,
    pages,
  };
}

/** What of the build is over `budget`, in words; nothing when it keeps it. */
export function overBudget({ initialGzip, areas }: ReturnType<typeof weighBuild>, budget: Budget): string[] {
  return [
    ...(initialGzip > budget.initial ? [`initial JS ${kB(initialGzip)} kB gzip > ${kB(budget.initial)} kB`] : []),
    ...areas
      .filter(({ heaviest }) => heaviest.gzip > budget.page)
      .map(
        ({ area, heaviest }) => `${area} ${heaviest.path} adds ${kB(heaviest.gzip)} kB gzip > ${kB(budget.page)} kB`,
      ),
  ];
}

/**
 * Weighs the build (docs/architecture.md, "Bundle budget") and fails it when the first load's JS
 * is over 160 kB gzip or any area's page adds over 80 kB gzip on top of it: so a heavy import
 * is caught by the build that `npm test` runs before the journeys, not by a person on a phone.
 */
export function bundleBudget(): Plugin {
  let root = '';
  return {
    name: 'ordna-bundle-budget',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const weights = weighBuild(chunksOf(bundle), root);
      const lines = weights.areas.map(({ area, first, heaviest }) => ({
        area,
        'first page': first ? `${first.path} +${kB(first.gzip)}` : '—',
        'heaviest page': `${heaviest.path} +${kB(heaviest.gzip)}`,
      }));
      console.log(
        `\ninitial JS ${kB(weights.initialGzip)} kB gzip, then ${kB(weights.afterPaintGzip)} kB with the first toast;`,
        "each area's pages add on top, with the signed-in frame (kB gzip):",
      );
      console.table(lines);
      const heavy = weights.pages.filter((page) => page.gzip > TARGET.page).sort((a, b) => b.gzip - a.gzip);
      if (heavy.length > 0) {
        console.log(
          `pages over ${kB(TARGET.page)} kB: ${heavy.map((page) => `${page.path} +${kB(page.gzip)}`).join(', ')}`,
        );
      }
      const missed = overBudget(weights, TARGET);
      if (missed.length > 0) console.log(`targets of #23 not met yet: ${missed.join('; ')}`);
      const broken = overBudget(weights, LIMIT);
      if (broken.length > 0) this.error(`bundle budget broken (build/bundle-weights.ts): ${broken.join('; ')}`);
    },
  };
}
