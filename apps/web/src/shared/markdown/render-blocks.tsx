import type { CSSProperties, ReactNode } from 'react';
import { attribute, type MarkdownNode } from './markdown-parser';
import styles from './markdown.module.css';
import { inlines, plainText, type RenderOptions } from './render-inline';

/*
 * Plain elements only, styled by the container's class (markdown.module.css): a Mantine component
 * per paragraph, cell or code block made a 50,000-character table cost ten times its parse
 * (bench/markdown.ts).
 */

/** A table cell's alignment (`:--`, `:-:`, `--:`), which markdown-it gives as a style: one object each. */
const ALIGNED: Record<string, CSSProperties> = {
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
};

function cellStyle(node: MarkdownNode): CSSProperties | undefined {
  const style = attribute(node, 'style');
  if (!style) return undefined;
  const align = /text-align:\s*(left|center|right)/.exec(style)?.[1];
  return align ? ALIGNED[align] : undefined;
}

function taskBox(node: MarkdownNode, options: RenderOptions): ReactNode {
  const task = node.task!;
  const toggle = options.onToggleTask;
  const name = plainText(node.children[0]?.children[0]?.children ?? []).trim();
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

function listItem(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  // A tight list's paragraphs are hidden: their text sits in the item itself, beside a nested list.
  const loose = node.children.some((child) => child.token.type === 'paragraph_open' && !child.token.hidden);
  const content = blocks(node.children, options);
  if (!node.task) return <li key={key}>{loose ? <div className={styles.stack}>{content}</div> : content}</li>;
  const box = taskBox(node, options);
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

function heading(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  const level = Number(node.token.tag.slice(1));
  const Tag = `h${Math.min(6, level + options.headingBase - 1)}` as 'h1';
  // `#` and `##` stand out; deeper headings are the text's size, in bold.
  const major = options.compact ? level === 1 : level <= 2;
  return (
    <Tag key={key} className={major ? styles.major : undefined}>
      {blocks(node.children, options)}
    </Tag>
  );
}

function list(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  const items = node.children.map((item, at) => listItem(item, at, options));
  if (node.token.type === 'bullet_list_open') return <ul key={key}>{items}</ul>;
  const start = Number(attribute(node, 'start') ?? 1);
  return (
    <ol key={key} start={start === 1 ? undefined : start}>
      {items}
    </ol>
  );
}

/** The block elements whose content is just their children, by token type. */
const CONTAINERS: Record<string, 'blockquote' | 'thead' | 'tbody' | 'tr'> = {
  blockquote_open: 'blockquote',
  thead_open: 'thead',
  tbody_open: 'tbody',
  tr_open: 'tr',
};

/** Block tokens (paragraphs, headings, lists, quotes, code, tables, rules) as React elements. */
export function blocks(nodes: MarkdownNode[], options: RenderOptions): ReactNode[] {
  return nodes.map((node, key) => {
    const { token, children } = node;
    const container = CONTAINERS[token.type];
    if (container) {
      const Tag = container;
      return <Tag key={key}>{blocks(children, options)}</Tag>;
    }
    switch (token.type) {
      case 'inline':
        return inlines(children, options);
      case 'paragraph_open':
        return token.hidden ? blocks(children, options) : <p key={key}>{blocks(children, options)}</p>;
      case 'heading_open':
        return heading(node, key, options);
      case 'bullet_list_open':
      case 'ordered_list_open':
        return list(node, key, options);
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
            <table>{blocks(children, options)}</table>
          </div>
        );
      case 'th_open':
        return (
          <th key={key} style={cellStyle(node)}>
            {blocks(children, options)}
          </th>
        );
      case 'td_open':
        return (
          <td key={key} style={cellStyle(node)}>
            {blocks(children, options)}
          </td>
        );
      default:
        // An HTML block cannot occur (`html: false`); anything unknown shows its text.
        return token.content;
    }
  });
}
