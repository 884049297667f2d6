import type { ComponentProps } from 'react';
import type { Markdown as Rendered } from '../markdown/Markdown';
import { lazyPart } from './lazy-part';

type MarkdownProps = ComponentProps<typeof Rendered>;

/** The text as written, wrapped as it was typed: what a note shows until its renderer has come. */
function AsWritten({ source }: MarkdownProps) {
  return <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{source}</div>;
}

const markdown = lazyPart<MarkdownProps>(
  () => import('../markdown/Markdown').then((module) => module.Markdown),
  AsWritten,
);
// Fetched as soon as a page that shows Markdown loads, beside the page's own data.
void markdown.preload();

/**
 * Markdown people wrote (shared/markdown/Markdown.tsx), its parser (~46 kB gzip) in a chunk of its
 * own, so a page's first load carries none of it.
 */
export const Markdown = markdown.Component;
