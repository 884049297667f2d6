import { Blockquote, Box, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { attribute, type MarkdownNode } from './markdown-parser';
import { inlines, plainText, type RenderOptions } from './render-inline';

/** A table cell's alignment (`:--`, `:-:`, `--:`), which markdown-it gives as a style. */
function cellStyle(node: MarkdownNode): CSSProperties | undefined {
  const align = /text-align:\s*(left|center|right)/.exec(attribute(node, 'style') ?? '')?.[1];
  return align ? { textAlign: align as CSSProperties['textAlign'] } : undefined;
}

function taskBox(node: MarkdownNode, options: RenderOptions): ReactNode {
  const task = node.task!;
  const toggle = options.onToggleTask;
  const name = plainText(node.children[0]?.children[0]?.children ?? []).trim();
  return (
    <input
      type="checkbox"
      checked={task.checked}
      disabled={!toggle}
      readOnly={!toggle}
      onChange={toggle && ((event) => toggle(task.line, event.currentTarget.checked))}
      aria-label={name}
      style={{ margin: '0 0.45em 0 0', verticalAlign: 'middle', accentColor: 'var(--mantine-primary-color-filled)' }}
    />
  );
}

function listItem(node: MarkdownNode, key: number, options: RenderOptions): ReactNode {
  // A tight list's paragraphs are hidden: their text sits in the item itself, beside a nested list.
  const loose = node.children.some((child) => child.token.type === 'paragraph_open' && !child.token.hidden);
  const content = blocks(node.children, options);
  if (!node.task) return <li key={key}>{loose ? <Stack gap={4}>{content}</Stack> : content}</li>;
  const box = taskBox(node, options);
  return (
    <li key={key} style={{ listStyle: 'none' }}>
      {loose ? (
        // The box stays on the first line of a task whose text is paragraphs.
        <Group gap={0} wrap="nowrap" align="baseline">
          {box}
          <Stack gap={4}>{content}</Stack>
        </Group>
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
  const order = Math.min(6, level + options.headingBase - 1) as 1 | 2 | 3 | 4 | 5 | 6;
  const size = options.compact ? (level === 1 ? 'md' : 'sm') : level <= 2 ? 'lg' : 'md';
  return (
    <Title key={key} order={order} fz={size}>
      {blocks(node.children, options)}
    </Title>
  );
}

const LIST_STYLE = { margin: 0, paddingInlineStart: '1.5em' } as const;
const RULE_STYLE = { border: 0, borderTop: '1px solid var(--mantine-color-default-border)', margin: 0 } as const;

/** Block tokens (paragraphs, headings, lists, quotes, code, tables, rules) as React elements. */
export function blocks(nodes: MarkdownNode[], options: RenderOptions): ReactNode[] {
  const size = options.compact ? 'sm' : undefined;
  return nodes.map((node, key) => {
    const { token, children } = node;
    switch (token.type) {
      case 'inline':
        return inlines(children, options);
      case 'paragraph_open':
        return token.hidden ? (
          blocks(children, options)
        ) : (
          <Text key={key} size={size} style={{ overflowWrap: 'anywhere' }}>
            {blocks(children, options)}
          </Text>
        );
      case 'heading_open':
        return heading(node, key, options);
      case 'blockquote_open':
        return (
          <Blockquote key={key} p="sm">
            <Stack gap="xs">{blocks(children, options)}</Stack>
          </Blockquote>
        );
      case 'bullet_list_open':
        return (
          <Box key={key} component="ul" fz={size} style={LIST_STYLE}>
            {children.map((item, at) => listItem(item, at, options))}
          </Box>
        );
      case 'ordered_list_open': {
        const start = Number(attribute(node, 'start') ?? 1);
        return (
          <Box key={key} component="ol" start={start === 1 ? undefined : start} fz={size} style={LIST_STYLE}>
            {children.map((item, at) => listItem(item, at, options))}
          </Box>
        );
      }
      case 'fence':
      case 'code_block': {
        const language = token.info.trim().split(/\s+/)[0];
        return (
          <Code key={key} block fz={size}>
            <code className={language ? `language-${language}` : undefined}>{token.content}</code>
          </Code>
        );
      }
      case 'hr':
        return <hr key={key} style={RULE_STYLE} />;
      case 'table_open':
        return (
          <Box key={key} style={{ overflowX: 'auto' }}>
            <Table withTableBorder withColumnBorders fz={size}>
              {blocks(children, options)}
            </Table>
          </Box>
        );
      case 'thead_open':
        return <Table.Thead key={key}>{blocks(children, options)}</Table.Thead>;
      case 'tbody_open':
        return <Table.Tbody key={key}>{blocks(children, options)}</Table.Tbody>;
      case 'tr_open':
        return <Table.Tr key={key}>{blocks(children, options)}</Table.Tr>;
      case 'th_open':
        return (
          <Table.Th key={key} style={cellStyle(node)}>
            {blocks(children, options)}
          </Table.Th>
        );
      case 'td_open':
        return (
          <Table.Td key={key} style={cellStyle(node)}>
            {blocks(children, options)}
          </Table.Td>
        );
      default:
        // An HTML block cannot occur (`html: false`); anything unknown shows its text.
        return token.content;
    }
  });
}
