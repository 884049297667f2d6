import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface FileWeight {
  file: string;
  /** Why it loads up front: entry, modulepreload, static import, classic script, stylesheet. */
  reason: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** Raw, gzip -9 and brotli q11 sizes: what a server that compresses (or serves precompressed files) would send. */
export function weigh(dist: string, file: string, reason: string): FileWeight {
  const bytes = readFileSync(path.join(dist, file));
  return {
    file,
    reason,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * What index.html makes the browser fetch before any route code: classic scripts, the module
 * entry, its modulepreloads and (transitively) every module the entry imports statically, and
 * the stylesheets. Paths are relative to dist.
 */
export function initialFiles(dist: string): { js: { file: string; reason: string }[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const js = new Map<string, string>();
  const css: string[] = [];
  const local = (href: string) => href.replace(/^\//, '');
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = attribute(tag, 'src');
    const href = attribute(tag, 'href');
    const rel = attribute(tag, 'rel');
    if (tag.startsWith('<script') && src) {
      js.set(local(src), tag.includes('type="module"') ? 'entry' : 'classic script');
    } else if (rel === 'modulepreload' && href && !js.has(local(href))) js.set(local(href), 'modulepreload');
    else if (rel === 'stylesheet' && href) css.push(local(href));
  }
  const entries = [...js].filter(([, reason]) => reason === 'entry').map(([file]) => file);
  const seen = new Set<string>();
  for (const entry of entries) addStaticImports(dist, entry, js, seen);
  return { js: [...js].map(([file, reason]) => ({ file, reason })), css };
}

/** Follows `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("./x.js")`, which loads later. */
function addStaticImports(dist: string, file: string, found: Map<string, string>, seen = new Set<string>()): void {
  if (seen.has(file)) return;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  const statement = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const [, specifier] of code.matchAll(statement)) {
    const target = path.posix.join(path.posix.dirname(file), specifier!);
    if (!existsSync(path.join(dist, target))) continue;
    if (!found.has(target)) found.set(target, 'static import');
    addStaticImports(dist, target, found, seen);
  }
}
