import { Fragment, type ReactNode } from 'react';
import { addressAsWritten, attribute, type MarkdownNode } from './markdown-parser';
import { linkTarget } from './link-target';

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
  /** Ticks or unticks the task of a source line; without it, task boxes are read-only. */
  onToggleTask?: ((line: number, checked: boolean) => void) | undefined;
}

/** The text of inline nodes with the markup left out: an image's alt text, a task's name. */
export function plainText(nodes: MarkdownNode[]): string {
  return nodes
    .map(({ token, children }) => {
      if (token.type === 'softbreak' || token.type === 'hardbreak') return '\n';
      if (token.type === 'image') return plainText(children);
      return token.content || plainText(children);
    })
    .join('');
}

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;
/** Marks a link to the app itself, which opens in the app rather than reloading it. */
export const APP_LINK_ATTRIBUTE = 'data-app-link';
const APP_LINK = { [APP_LINK_ATTRIBUTE]: '' };

function link(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  const href = attribute(node, 'href') ?? '';
  const title = attribute(node, 'title');
  const content = inlines(node.children, options);
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
function image(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  const src = attribute(node, 'src') ?? '';
  const title = attribute(node, 'title');
  const alt = plainText(node.children);
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

/** Inline tokens (text, emphasis, code, links, images, breaks) as React elements. */
export function inlines(nodes: MarkdownNode[], options: RenderOptions): ReactNode[] {
  return nodes.map((node, key) => {
    const { token, children } = node;
    switch (token.type) {
      case 'softbreak':
        return options.breaks ? <br key={key} /> : '\n';
      case 'hardbreak':
        return <br key={key} />;
      case 'code_inline':
        return <code key={key}>{token.content}</code>;
      case 'strong_open':
        return <strong key={key}>{inlines(children, options)}</strong>;
      case 'em_open':
        return <em key={key}>{inlines(children, options)}</em>;
      case 's_open':
        return <del key={key}>{inlines(children, options)}</del>;
      case 'link_open':
        return link(node, key, options);
      case 'image':
        return image(node, key, options);
      default:
        // text, text_special (an escape or entity, already decoded) and anything else: as text.
        return token.content;
    }
  });
}
