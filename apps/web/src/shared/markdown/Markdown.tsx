import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { parseMarkdown } from './markdown-parser';
import { blocks } from './render-blocks';
import type { RenderOptions } from './render-inline';
import { toggleTask } from './task-list';

/**
 * Markdown people wrote (notes, journal entries) as React elements, built from the parser's tokens
 * (markdown-parser.ts): never an HTML string, so raw HTML shows as text and nothing in a note runs.
 */
export function MarkdownView({ source, options }: { source: string; options: RenderOptions }) {
  const tree = useMemo(() => parseMarkdown(source), [source]);
  return <Stack gap={options.compact ? 'xs' : 'sm'}>{blocks(tree, options)}</Stack>;
}

/**
 * `headingBase`: the level of a `#` heading (2 on a page, 3 in a dashboard card); `compact`: the
 * smaller text of a card. With `onTaskToggle`, a task's box can be ticked (click or Space) and it
 * is called with the source with just that line's `[ ]` ↔ `[x]` changed.
 */
export function Markdown({
  source,
  headingBase = 2,
  compact = false,
  onTaskToggle,
}: {
  source: string;
  headingBase?: 2 | 3;
  compact?: boolean;
  onTaskToggle?: (source: string) => void;
}) {
  const options = useMemo<RenderOptions>(
    () => ({
      headingBase,
      compact,
      breaks: true,
      origin: window.location.origin,
      onToggleTask: onTaskToggle && ((line, checked) => onTaskToggle(toggleTask(source, line, checked))),
    }),
    [headingBase, compact, onTaskToggle, source],
  );
  return <MarkdownView source={source} options={options} />;
}
