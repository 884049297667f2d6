import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { encodePage, pageAnswer, type EncodedPage, type PageAnswer } from './encoded-page';

/** What the web build writes beside index.html (apps/web/build/preload-first-page.ts). */
const firstPagesSchema = z.array(
  z.object({ path: z.string().startsWith('/'), open: z.boolean(), files: z.array(z.string().startsWith('/assets/')) }),
);
type FirstPage = z.infer<typeof firstPagesSchema>[number];

/** A route as react-router declares it (`/note/:noteId`, `/cli/:command?`) as a pattern for a path name. */
export function routePattern(route: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${escape(segment)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  // react-router matches without regard to case, and with or without a trailing slash.
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function readFirstPages(root: string): FirstPage[] {
  try {
    return firstPagesSchema.parse(JSON.parse(fs.readFileSync(path.join(root, 'first-pages.json'), 'utf8')));
  } catch {
    // A build without the file (or an older one) still serves the plain index.html.
    return [];
  }
}

/**
 * index.html for a client route, naming the files of the page at that address
 * (`<meta name="ordna-first-page">`), so the browser asks for them beside the app's own scripts
 * instead of once those have run (public/theme-boot.js preloads them). Null when no page matches:
 * the plain index.html is then sent. Each page's HTML is made and compressed once (encoded-page.ts).
 */
export function firstPageHtml(root: string): (pathname: string, acceptEncoding?: string) => PageAnswer | null {
  const index = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
  // Routes without parameters first, so /time-groups/calculate is not taken for a parameter.
  const pages = readFirstPages(root)
    .map((page) => ({ page, pattern: routePattern(page.path), parameters: page.path.split(':').length }))
    .sort((a, b) => a.parameters - b.parameters);
  const made = new Map<string, EncodedPage>();
  return (pathname, acceptEncoding) => {
    const found = pages.find(({ pattern }) => pattern.test(pathname))?.page;
    if (!found || !index.includes('<head>')) return null;
    let page = made.get(found.path);
    if (page === undefined) {
      const content = attribute(JSON.stringify({ open: found.open, files: found.files }));
      page = encodePage(index.replace('<head>', `<head><meta name="ordna-first-page" content="${content}">`));
      made.set(found.path, page);
    }
    return pageAnswer(page, acceptEncoding);
  };
}
