import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { parseMarkdown } from './markdown-parser';
import styles from './markdown.module.css';
import { blocks } from './render-blocks';
import { APP_LINK_ATTRIBUTE, type RenderOptions } from './render-inline';
import { toggleTask } from './task-list';

/**
 * Markdown people wrote (notes, journal entries) as React elements, built from the parser's tokens
 * (markdown-parser.ts): never an HTML string, so raw HTML shows as text and nothing in a note runs.
 * Plain elements styled by one class (markdown.module.css); a link to the app opens in the app
 * through one click handler here, as react-router's Link would, without a component per link.
 */
export function MarkdownView({ source, options }: { source: string; options: RenderOptions }) {
  const navigate = useNavigate();
  const tokens = useMemo(() => parseMarkdown(source), [source]);
  const content = useMemo(() => blocks(tokens, options), [tokens, options]);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return; // a new tab or window, as the browser does it
    }
    const link = (event.target as Element).closest(`a[${APP_LINK_ATTRIBUTE}]`);
    const to = link?.getAttribute('href');
    if (!to || !event.currentTarget.contains(link)) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    // Clicks bubble here from the links inside, which take the keyboard themselves (Enter clicks a link).
    <div className={options.compact ? `${styles.markdown} ${styles.compact}` : styles.markdown} onClick={onClick}>
      {content}
    </div>
  );
}

/**
 * `headingBase`: the level of a `#` heading (2 on a page, 3 in a dashboard card); `compact`: the
 * smaller text of a card. With `onTaskToggle`, a task's box can be ticked (click or Space) and it
 * is called with the source with just that line's `[ ]` ↔ `[x]` changed. With `tagLink`, a #tag is a
 * link in the app.
 */
export function Markdown({
  source,
  headingBase = 2,
  compact = false,
  onTaskToggle,
  tagLink,
}: {
  source: string;
  headingBase?: 2 | 3;
  compact?: boolean;
  onTaskToggle?: (source: string) => void;
  /** Where a #tag leads (notes: the list filtered by it); without it, tags are text. */
  tagLink?: (tag: string) => string;
}) {
  const options = useMemo<RenderOptions>(
    () => ({
      headingBase,
      compact,
      breaks: true,
      origin: window.location.origin,
      onToggleTask: onTaskToggle && ((line, checked) => onTaskToggle(toggleTask(source, line, checked))),
      tagLink,
    }),
    [headingBase, compact, onTaskToggle, source, tagLink],
  );
  return <MarkdownView source={source} options={options} />;
}
