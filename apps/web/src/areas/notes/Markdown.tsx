import { Anchor, Blockquote, Checkbox, Code, Divider, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { parseMarkdown, type Block, type Inline } from './markdown';

/** A note's Markdown as React elements (markdown.ts): never raw HTML. */

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

function block(item: Block, index: number): ReactNode {
  switch (item.kind) {
    case 'heading':
      // A note's headings sit under the page's own h1.
      return (
        <Title key={index} order={Math.min(6, item.level + 1) as 2 | 3 | 4 | 5 | 6} fz={item.level <= 2 ? 'lg' : 'md'}>
          {inlines(item.children)}
        </Title>
      );
    case 'paragraph':
      return (
        <Text key={index} style={{ overflowWrap: 'anywhere' }}>
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
}

export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <Stack gap="sm">{blocks.map(block)}</Stack>;
}
