/**
 * The app's own reader end to end (issue #22): CPU time to parse a 50,000-character note and render
 * it to React elements and markup (`renderToStaticMarkup` of `MarkdownView`, the component notes
 * use), min of N runs, beside the same length of plain prose rendered in the same run. The
 * component is bundled by esbuild (its CSS module becomes class names) into a temp file and imported.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const entry = (checkout: string) => `
import { MantineProvider } from '@mantine/core';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { MarkdownView } from ${JSON.stringify(join(checkout, 'apps/web/src/shared/markdown/Markdown.tsx'))};
const options = { headingBase: 2, compact: false, breaks: true, origin: 'http://localhost' };
export const render = (source) =>
  renderToStaticMarkup(h(MantineProvider, null, h(MemoryRouter, null, h(MarkdownView, { source, options }))));
`;

const require = createRequire(import.meta.url);
const SHARED = ['react', 'react-dom', 'react-router', '@mantine/core'];
/** Where a package is installed for this checkout (not every package exports its package.json). */
function packageDir(name: string): string {
  const entry = require.resolve(name);
  const folder = `node_modules/${name}`;
  return entry.slice(0, entry.lastIndexOf(folder) + folder.length);
}

/**
 * `render(markdown)`: the note as the app draws it, to markup; by default this checkout's renderer,
 * or another checkout's (its own packages) to compare the two in one run.
 */
export async function loadRenderer(
  checkout = new URL('..', import.meta.url).pathname,
): Promise<{ render: (markdown: string) => string; dispose: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'ordna-markdown-'));
  const outfile = join(dir, 'render.mjs');
  const result = await build({
    stdin: { contents: entry(checkout), resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    outfile, // the CSS beside it is not written (write: false): only the class names matter here
    loader: { '.module.css': 'local-css', '.css': 'empty' },
    // One React for both checkouts (hooks need the renderer's own): the packages as this checkout has them.
    alias: Object.fromEntries(SHARED.map((name) => [name, packageDir(name)])),
    define: { 'process.env.NODE_ENV': '"production"' },
    // react-dom/server requires Node built-ins; in an ES module that needs a require of its own.
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  });
  writeFileSync(outfile, result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.contents);
  const module = (await import(pathToFileURL(outfile).href)) as { render: (markdown: string) => string };
  return { render: module.render, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** CPU time (user + system) in ms of the fastest of `runs` calls: the least the machine's other work added. */
export function minCpuMs(work: () => unknown, runs: number): number {
  let best = Infinity;
  for (let run = 0; run < runs; run++) {
    const start = process.cpuUsage();
    work();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

export interface RenderFigure {
  input: string;
  parse: number;
  total: number;
  /** Parse + render by the other checkout's renderer, when one is compared. */
  before?: number;
}

/** Parse alone and parse + render for each input, min of `runs`; the first row is plain prose (the baseline). */
export function measureRender(
  render: (markdown: string) => string,
  parse: (markdown: string) => unknown,
  inputs: Record<string, string>,
  runs: number,
  before?: (markdown: string) => string,
): RenderFigure[] {
  const warmUp = 'warm *up* [a](/b) www.c.d | x |\n'.repeat(500);
  render(warmUp); // JIT warm-up
  before?.(warmUp);
  return Object.entries(inputs).map(([input, markdown]) => ({
    input,
    parse: minCpuMs(() => parse(markdown), runs),
    total: minCpuMs(() => render(markdown), runs),
    ...(before && { before: minCpuMs(() => before(markdown), runs) }),
  }));
}
