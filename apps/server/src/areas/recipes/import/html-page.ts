import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { hasType, type JsonNode } from './schema-org-nodes';

/**
 * What the importer needs of an HTML page: its title, the text of every JSON-LD block, and every
 * microdata Recipe turned into the same shape JSON-LD has (`{ '@type': 'Recipe', name: …}`), so
 * one reader serves both.
 */
export interface HtmlPage {
  title: string;
  jsonLdBlocks: string[];
  microdataRecipes: JsonNode[];
}

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;
const attrOf = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

function childrenOf(node: Node): Node[] {
  if (isElement(node) && 'content' in node) return node.content.childNodes;
  return 'childNodes' in node ? node.childNodes : [];
}

/** Tags whose text starts a new line: a list of steps in one element reads as one step a line. */
const blockTags = new Set(['p', 'li', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'section', 'article']);

/** The text inside a node, whitespace collapsed; scripts and styles are not text. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const walk = (current: Node) => {
    if (current.nodeName === '#text' && 'value' in current) parts.push(current.value);
    else if (isElement(current) && (current.tagName === 'script' || current.tagName === 'style')) return;
    else if (isElement(current) && current.tagName === 'br') parts.push('\n');
    else if (isElement(current) && blockTags.has(current.tagName)) {
      parts.push('\n');
      childrenOf(current).forEach(walk);
      parts.push('\n');
    } else childrenOf(current).forEach(walk);
  };
  walk(node);
  return parts
    .join('')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ *\n[\s]*/g, '\n')
    .trim();
}

/** The value of an itemprop element, by the microdata rules for its tag. */
function propValue(element: Element): unknown {
  if (attrOf(element, 'itemscope') !== undefined) return microdataNode(element);
  const content = attrOf(element, 'content');
  if (content !== undefined) return content;
  switch (element.tagName) {
    case 'a':
    case 'link':
    case 'area':
      return attrOf(element, 'href') ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
      return attrOf(element, 'src') ?? '';
    case 'time':
      return attrOf(element, 'datetime') ?? textOf(element);
    case 'data':
    case 'meter':
      return attrOf(element, 'value') ?? textOf(element);
    default:
      return textOf(element);
  }
}

/** A microdata item as a JSON-LD-shaped node: nested items are nested nodes, repeated props arrays. */
function microdataNode(scope: Element): JsonNode {
  const node: JsonNode = {};
  const type = attrOf(scope, 'itemtype');
  if (type) node['@type'] = type.trim().split(/\s+/);
  const add = (name: string, value: unknown) => {
    const existing = node[name];
    if (existing === undefined) node[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else node[name] = [existing, value];
  };
  const walk = (element: Element) => {
    for (const child of childrenOf(element)) {
      if (!isElement(child)) continue;
      const names = attrOf(child, 'itemprop');
      if (names) for (const name of names.trim().split(/\s+/)) add(name, propValue(child));
      // A nested item's own props belong to it, not to this one.
      if (attrOf(child, 'itemscope') === undefined) walk(child);
    }
  };
  walk(scope);
  return node;
}

export function readHtmlPage(html: string): HtmlPage {
  const page: HtmlPage = { title: '', jsonLdBlocks: [], microdataRecipes: [] };
  const walk = (node: Node) => {
    if (isElement(node)) {
      if (node.tagName === 'title' && !page.title) page.title = textOf(node);
      if (node.tagName === 'script' && attrOf(node, 'type')?.trim().toLowerCase() === 'application/ld+json') {
        page.jsonLdBlocks.push(
          childrenOf(node)
            .map((child) => ('value' in child ? child.value : ''))
            .join(''),
        );
        return;
      }
      if (attrOf(node, 'itemscope') !== undefined && attrOf(node, 'itemprop') === undefined) {
        const item = microdataNode(node);
        if (hasType(item, 'Recipe')) page.microdataRecipes.push(item);
      }
    }
    childrenOf(node).forEach(walk);
  };
  walk(parse(html));
  return page;
}
