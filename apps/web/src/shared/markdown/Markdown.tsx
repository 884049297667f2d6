import { Anchor, Blockquote, Code, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { parseMarkdown, type Block, type Inline } from './parse-markdown';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={i}>{node.text}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'code':
        return <Code key={i}>{node.text}</Code>;
      case 'strong':
        return (
          <strong key={i}>
            <InlineNodes nodes={node.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <InlineNodes nodes={node.children} />
          </em>
        );
      case 'link':
        return (
          <Anchor key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
            <InlineNodes nodes={node.children} />
          </Anchor>
        );
    }
  });
}

function BlockNode({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      // Inside a card whose title is an h2, a note's headings start at h3.
      return (
        <Title order={(block.level + 2) as 3 | 4 | 5} fz={block.level === 1 ? 'md' : 'sm'}>
          <InlineNodes nodes={block.children} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size="sm">
          <InlineNodes nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} size="sm">
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <InlineNodes nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'quote':
      return (
        <Blockquote p="xs" fz="sm">
          <InlineNodes nodes={block.children} />
        </Blockquote>
      );
    case 'code':
      return <Code block>{block.text}</Code>;
  }
}

/** A note's Markdown, shown safely: built as React elements, so raw HTML in it is plain text. */
export function Markdown({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return (
    <Stack gap={6} style={{ overflowWrap: 'anywhere' }}>
      {blocks.map((block, i) => (
        <BlockNode key={i} block={block} />
      ))}
    </Stack>
  );
}
