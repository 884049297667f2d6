import { Anchor, Blockquote, Checkbox, Code, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';

/** Markdown people wrote (notes, journal entries) as React elements (parse-markdown.ts): never raw HTML. */

function inlines(pieces: Inline[]): ReactNode {
  return pieces.map((piece, index) => {
    switch (piece.kind) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'code':
        return <Code key={index}>{piece.text}</Code>;
      case 'strong':
        return <strong key={index}>{inlines(piece.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(piece.children)}</em>;
      case 'del':
        return <del key={index}>{inlines(piece.children)}</del>;
      case 'break':
        return <br key={index} />;
      case 'link':
        return piece.href.startsWith('/') ? (
          <Anchor key={index} component={Link} to={piece.href}>
            {inlines(piece.children)}
          </Anchor>
        ) : (
          <Anchor key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow">
            {inlines(piece.children)}
          </Anchor>
        );
    }
  });
}

/** The level a `#` heading takes: 2 under a page's h1, 3 inside a card whose title is an h2. */
type HeadingBase = 2 | 3;

const blockOf = (base: HeadingBase, compact: boolean) =>
  function block(item: Block, index: number): ReactNode {
    switch (item.kind) {
      case 'heading':
        return (
          <Title
            key={index}
            order={Math.min(6, item.level + base - 1) as 2 | 3 | 4 | 5 | 6}
            fz={compact ? (item.level === 1 ? 'md' : 'sm') : item.level <= 2 ? 'lg' : 'md'}
          >
            {inlines(item.children)}
          </Title>
        );
      case 'paragraph':
        return (
          <Text key={index} size={compact ? 'sm' : undefined} style={{ overflowWrap: 'anywhere' }}>
            {inlines(item.children)}
          </Text>
        );
      case 'code':
        return (
          <Code key={index} block>
            {item.text}
          </Code>
        );
      case 'quote':
        return (
          <Blockquote key={index} p="sm">
            <Stack gap="xs">{item.children.map(block)}</Stack>
          </Blockquote>
        );
      case 'rule':
        return <Divider key={index} />;
      case 'list':
        return (
          <List key={index} type={item.ordered ? 'ordered' : 'unordered'} spacing={4}>
            {item.items.map((entry, at) => (
              <List.Item
                key={at}
                icon={
                  entry.checked === null ? undefined : (
                    <Checkbox size="xs" checked={entry.checked} readOnly aria-label={entry.checked ? '✓' : '☐'} />
                  )
                }
              >
                {inlines(entry.children)}
              </List.Item>
            ))}
          </List>
        );
    }
  };

/**
 * `headingBase`: the level of a `#` heading (2 on a page, 3 in a dashboard card); `compact`: the
 * smaller text of a card.
 */
export function Markdown({
  source,
  headingBase = 2,
  compact = false,
}: {
  source: string;
  headingBase?: HeadingBase;
  compact?: boolean;
}) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  const block = useMemo(() => blockOf(headingBase, compact), [headingBase, compact]);
  return <Stack gap={compact ? 'xs' : 'sm'}>{blocks.map(block)}</Stack>;
}
