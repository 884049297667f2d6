import type { Token } from 'markdown-it';
import type { CSSProperties, ReactNode } from 'react';
import { attribute, taskOf } from './markdown-parser';
import styles from './markdown.module.css';
import { inlines, plainText, walk, type Cursor, type RenderOptions } from './render-inline';

/*
 * Plain elements only, styled by the container's class (markdown.module.css): a Mantine component
 * per paragraph, cell or code block made a 50,000-character table cost ten times its parse
 * (bench/markdown.ts). Drawn in one pass over markdown-it's flat token list (`walk`).
 */

/** A table cell's alignment (`:--`, `:-:`, `--:`), which markdown-it gives as a style: one object each. */
const ALIGNED: Record<string, CSSProperties> = {
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
};

function cellStyle(token: Token): CSSProperties | undefined {
  const style = attribute(token, 'style');
  if (!style) return undefined;
  const align = /text-align:\s*(left|center|right)/.exec(style)?.[1];
  return align ? ALIGNED[align] : undefined;
}

/** The box of the task whose `list_item_open` is at `item`; its name is the item's first paragraph. */
function taskBox(tokens: Token[], item: number, options: RenderOptions): ReactNode {
  const task = taskOf(tokens[item]!)!;
  const toggle = options.onToggleTask;
  const name = plainText(tokens[item + 2]?.children ?? []).trim();
  return (
    <input
      type="checkbox"
      className={styles.taskBox}
      checked={task.checked}
      disabled={!toggle}
      readOnly={!toggle}
      onChange={toggle && ((event) => toggle(task.line, event.currentTarget.checked))}
      aria-label={name}
    />
  );
}

/** Whether a list item (its tokens `from` … `to`) has a paragraph of its own shown: a loose list's. */
function isLoose(tokens: Token[], from: number, to: number): boolean {
  const level = tokens[from]!.level + 1;
  for (let at = from + 1; at < to; at++) {
    const token = tokens[at]!;
    if (token.level === level && token.type === 'paragraph_open' && !token.hidden) return true;
  }
  return false;
}

function listItem(tokens: Token[], cursor: Cursor, key: number, options: RenderOptions): ReactNode {
  const item = cursor.at - 1;
  const content = blocks(tokens, options, cursor);
  // A tight list's paragraphs are hidden: their text sits in the item itself, beside a nested list.
  const loose = isLoose(tokens, item, cursor.at);
  if (!taskOf(tokens[item]!))
    return <li key={key}>{loose ? <div className={styles.stack}>{content}</div> : content}</li>;
  const box = taskBox(tokens, item, options);
  return (
    <li key={key} className={styles.task}>
      {loose ? (
        <div className={styles.taskLoose}>
          {box}
          <div className={styles.stack}>{content}</div>
        </div>
      ) : (
        <>
          {box}
          {content}
        </>
      )}
    </li>
  );
}

function heading(token: Token, content: ReactNode[], key: number, options: RenderOptions): ReactNode {
  const level = Number(token.tag.slice(1));
  const Tag = `h${Math.min(6, level + options.headingBase - 1)}` as 'h1';
  // `#` and `##` stand out; deeper headings are the text's size, in bold.
  const major = options.compact ? level === 1 : level <= 2;
  return (
    <Tag key={key} className={major ? styles.major : undefined}>
      {content}
    </Tag>
  );
}

function list(token: Token, tokens: Token[], cursor: Cursor, key: number, options: RenderOptions): ReactNode {
  const items = walk(tokens, cursor, (item, at) =>
    item.type === 'list_item_open' ? listItem(tokens, cursor, at, options) : null,
  );
  if (token.type === 'bullet_list_open') return <ul key={key}>{items}</ul>;
  const start = Number(attribute(token, 'start') ?? 1);
  return (
    <ol key={key} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  );
}

/**
 * A tight list item's paragraph, hidden: its text alone. markdown-it writes a paragraph as its open,
 * one `inline` and its close, so the text is read straight (a tight list of 8,000 items is 8,000 of them).
 */
function hiddenParagraph(tokens: Token[], cursor: Cursor, options: RenderOptions): ReactNode {
  const text = tokens[cursor.at];
  if (text?.type !== 'inline' || tokens[cursor.at + 1]?.type !== 'paragraph_close') {
    return blocks(tokens, options, cursor);
  }
  cursor.at += 2;
  return inlines(text.children ?? [], options);
}

/** The block elements whose content is just their children, by token type. */
const CONTAINERS: Record<string, 'blockquote' | 'thead' | 'tbody' | 'tr'> = {
  blockquote_open: 'blockquote',
  thead_open: 'thead',
  tbody_open: 'tbody',
  tr_open: 'tr',
};

/**
 * Block tokens (paragraphs, headings, lists, quotes, code, tables, rules) as React elements: all of
 * `tokens`, or with a cursor, those up to the close of the token before it.
 */
export function blocks(tokens: Token[], options: RenderOptions, cursor: Cursor = { at: 0 }): ReactNode[] {
  const inner = () => blocks(tokens, options, cursor);
  return walk(tokens, cursor, (token, key) => {
    const container = CONTAINERS[token.type];
    if (container) {
      const Tag = container;
      return <Tag key={key}>{inner()}</Tag>;
    }
    switch (token.type) {
      case 'inline':
        return inlines(token.children ?? [], options);
      case 'paragraph_open':
        return token.hidden ? hiddenParagraph(tokens, cursor, options) : <p key={key}>{inner()}</p>;
      case 'heading_open':
        return heading(token, inner(), key, options);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return list(token, tokens, cursor, key, options);
      case 'fence':
      case 'code_block': {
        const language = token.info.trim().split(/\s+/)[0];
        return (
          <pre key={key}>
            <code className={language ? `language-${language}` : undefined}>{token.content}</code>
          </pre>
        );
      }
      case 'hr':
        return <hr key={key} />;
      case 'table_open':
        return (
          <div key={key} className={styles.tableScroll}>
            <table>{inner()}</table>
          </div>
        );
      case 'th_open':
        return (
          <th key={key} style={cellStyle(token)}>
            {inner()}
          </th>
        );
      case 'td_open':
        return (
          <td key={key} style={cellStyle(token)}>
            {inner()}
          </td>
        );
      default:
        // An HTML block cannot occur (`html: false`); anything unknown shows its text (an unknown
        // opening token, what is inside it).
        return token.nesting === 1 ? inner() : token.content;
    }
  });
}
