import type { Token } from 'markdown-it';
import { Fragment, type ReactNode } from 'react';
import { addressAsWritten, attribute } from './markdown-parser';
import { linkTarget } from './link-target';
import styles from './markdown.module.css';

/** How a Markdown text is shown: see `Markdown.tsx`. */
export interface RenderOptions {
  /** The level a `#` heading takes: 1 as written, 2 under a page's h1, 3 inside a card whose title is an h2. */
  headingBase: 1 | 2 | 3;
  /** The smaller text of a card or a list's preview. */
  compact: boolean;
  /** A single line break is a line break (notes are written line by line), not a space. */
  breaks: boolean;
  /** The page's origin, which links are resolved against. */
  origin: string;
  /** Where a #tag leads in the app (notes: the list filtered by it); without it, tags show as text. */
  tagLink?: ((tag: string) => string) | undefined;
  /** Ticks or unticks the task of a source line; without it, task boxes are read-only. */
  onToggleTask?: ((line: number, checked: boolean) => void) | undefined;
}

/** The text of inline tokens with the markup left out: an image's alt text, a task's name. */
export function plainText(tokens: Token[]): string {
  let text = '';
  for (const token of tokens) {
    if (token.type === 'softbreak' || token.type === 'hardbreak') text += '\n';
    else if (token.type === 'image') text += plainText(token.children ?? []);
    else text += token.content;
  }
  return text;
}

/**
 * Where a walk over a flat token list is: an `_open` token's content is the tokens after it up to
 * its `_close`, which `walk` reads and steps past.
 */
export interface Cursor {
  at: number;
}

/** The tokens from the cursor up to the close of the one open before it (or the end), each drawn by `draw`. */
export function walk(tokens: Token[], cursor: Cursor, draw: (token: Token, key: number) => ReactNode): ReactNode[] {
  const drawn: ReactNode[] = [];
  while (cursor.at < tokens.length) {
    const token = tokens[cursor.at++]!;
    if (token.nesting === -1) break;
    drawn.push(draw(token, drawn.length));
  }
  return drawn;
}

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** Marks a link to the app itself, which opens in the app rather than reloading it. */
export const APP_LINK_ATTRIBUTE = 'data-app-link';
const APP_LINK = { [APP_LINK_ATTRIBUTE]: '' };

function link(token: Token, content: ReactNode[], key: number, options: RenderOptions): ReactNode {
  const href = attribute(token, 'href') ?? '';
  const title = attribute(token, 'title');
  const target = linkTarget(href, addressAsWritten(href), options.origin);
  if (target.kind === 'app') {
    // A plain link: the Markdown's container opens it in the app (Markdown.tsx), one handler for all.
    return (
      <a key={key} href={target.to} title={title} {...APP_LINK}>
        {content}
      </a>
    );
  }
  if (target.kind === 'external') {
    return (
      <a key={key} href={target.href} title={title} {...EXTERNAL}>
        {content}
      </a>
    );
  }
  return <Fragment key={key}>{content}</Fragment>;
}

/**
 * An image: shown when it is the app's own (the content security policy allows images only from
 * the app's origin), a link named by its alt text when it is another site's, its alt text otherwise.
 */
function image(token: Token, key: number, options: RenderOptions): ReactNode {
  const src = attribute(token, 'src') ?? '';
  const title = attribute(token, 'title');
  const alt = plainText(token.children ?? []);
  const target = linkTarget(src, addressAsWritten(src), options.origin);
  if (target.kind === 'app') {
    return <img key={key} src={target.to} alt={alt} title={title} />;
  }
  if (target.kind === 'external') {
    return (
      <a key={key} href={target.href} title={title} {...EXTERNAL}>
        {alt || target.href}
      </a>
    );
  }
  return <Fragment key={key}>{alt}</Fragment>;
}

/** A #tag: a link into the app where the page gives one (never inside another link), else its text. */
function hashtag(token: Token, key: number, options: RenderOptions, inLink: boolean): ReactNode {
  const text = `#${token.content}`;
  if (!options.tagLink || inLink) return text;
  return (
    <a key={key} href={options.tagLink(token.content)} className={styles.hashtag} {...APP_LINK}>
      {text}
    </a>
  );
}

/** Inline tokens (an `inline` token's children: text, emphasis, code, links, images, breaks) as React elements. */
export function inlines(tokens: Token[], options: RenderOptions): ReactNode {
  // One text (a table cell, a list item, a short line): the text itself, with no walk.
  if (tokens.length === 1 && tokens[0]!.type === 'text') return tokens[0]!.content;
  const cursor: Cursor = { at: 0 };
  let linkDepth = 0;
  const linked = (token: Token, key: number) => {
    linkDepth++;
    const content = walk(tokens, cursor, draw);
    linkDepth--;
    return link(token, content, key, options);
  };
  const draw = (token: Token, key: number): ReactNode => {
    switch (token.type) {
      case 'softbreak':
        return options.breaks ? <br key={key} /> : '\n';
      case 'hardbreak':
        return <br key={key} />;
      case 'code_inline':
        return <code key={key}>{token.content}</code>;
      case 'strong_open':
        return <strong key={key}>{walk(tokens, cursor, draw)}</strong>;
      case 'em_open':
        return <em key={key}>{walk(tokens, cursor, draw)}</em>;
      case 's_open':
        return <del key={key}>{walk(tokens, cursor, draw)}</del>;
      case 'link_open':
        return linked(token, key);
      case 'hashtag':
        return hashtag(token, key, options, linkDepth > 0);
      case 'image':
        return image(token, key, options);
      default:
        // text, text_special (an escape or entity, already decoded): as text; an unknown opening
        // token: its content.
        return token.nesting === 1 ? walk(tokens, cursor, draw) : token.content;
    }
  };
  return walk(tokens, cursor, draw);
}
