import type { JsonNode } from './schema-org-nodes';

/**
 * Microdata (`itemscope`/`itemtype`/`itemprop`) and RDFa (`typeof`/`property`) items, read while
 * the page streams past, turned into the shape JSON-LD has (`{ '@type': ['…/Recipe'], name: …}`),
 * so one reader serves all three. An item nested under another's property (a Recipe as a
 * WebPage's `mainEntity`, a HowToStep in a Recipe) is that property's value and an item of its
 * own. Texts come from the parser already decoded; they are not decoded again.
 *
 * Everything is bounded, so a hostile page costs time in proportion to its size at most: items,
 * values per item, how deep items nest, how many texts are being gathered at once and how long one is.
 */
export const ITEMS_MAX = 2000;
const VALUES_PER_ITEM_MAX = 1000;
const ITEM_DEPTH_MAX = 16;
const OPEN_TEXTS_MAX = 8;
const TEXT_MAX = 100_000;

export type Attributes = Record<string, string>;

/** A property's value whose text is still being read: where it goes once the element closes. */
export interface OpenText {
  parts: string[];
  length: number;
  /** The property slots it fills: a value list and the place kept in it. */
  targets: { values: unknown[]; index: number }[];
}

/** What an element's close must undo: the item it opened, the text it started. */
export interface ItemFrame {
  item?: JsonNode;
  text?: OpenText;
}

/** The value an element gives by the microdata rules for its tag, when it is not its text. */
function attributeValue(tag: string, attributes: Attributes): string | undefined {
  if (attributes.content !== undefined) return attributes.content;
  switch (tag) {
    case 'a':
    case 'link':
    case 'area':
      return attributes.href ?? attributes.resource ?? '';
    case 'img':
    case 'source':
    case 'video':
    case 'audio':
    case 'iframe':
    case 'embed':
      return attributes.src ?? '';
    case 'meta':
      return '';
    case 'time':
      return attributes.datetime;
    case 'data':
    case 'meter':
      return attributes.value;
    default:
      return attributes.resource;
  }
}

/** `itemprop="name"`, `property="schema:name"`, `itemprop="https://schema.org/name"`: the names. */
function propertyNames(attributes: Attributes): string[] {
  const text = attributes.itemprop ?? attributes.property;
  if (!text) return [];
  return text
    .trim()
    .split(/\s+/)
    .map((name) => name.replace(/^.*[/#:]/, ''))
    .filter(Boolean)
    .slice(0, 8);
}

export class ItemMarkup {
  /** Every item read, in the order they opened. */
  readonly items: JsonNode[] = [];
  private readonly open: JsonNode[] = [];
  private readonly texts: OpenText[] = [];

  /** Whether any property's text is being read (so the page's block structure matters). */
  get reading(): boolean {
    return this.texts.length > 0;
  }

  /** The property slots `names` of the innermost open item, or none. */
  private slotsIn(names: string[]): unknown[][] {
    const parent = this.open[this.open.length - 1];
    if (!parent) return [];
    return names.map((name) => {
      const existing = parent[name];
      if (Array.isArray(existing)) return existing;
      const values: unknown[] = [];
      parent[name] = values;
      return values;
    });
  }

  /** An element opened: it may start an item, give a property a value, or start reading a text. */
  openElement(tag: string, attributes: Attributes): ItemFrame | null {
    const names = propertyNames(attributes);
    const scoped = attributes.itemscope !== undefined || attributes.typeof !== undefined;
    if (!scoped && names.length === 0) return null;
    const slots = this.slotsIn(names).filter((values) => values.length < VALUES_PER_ITEM_MAX);
    if (scoped && this.items.length < ITEMS_MAX && this.open.length < ITEM_DEPTH_MAX) {
      const types = (attributes.itemtype ?? attributes.typeof ?? '').trim().split(/\s+/).filter(Boolean);
      const item: JsonNode = { '@type': types };
      for (const values of slots) values.push(item);
      this.items.push(item);
      this.open.push(item);
      return { item };
    }
    if (slots.length === 0) return null;
    const value = attributeValue(tag, attributes);
    if (value !== undefined) {
      for (const values of slots) values.push(value);
      return null;
    }
    if (this.texts.length >= OPEN_TEXTS_MAX) return null;
    // Its text is known when it closes; its place among the values is kept now, in page order.
    const targets = slots.map((values) => ({ values, index: values.push('') - 1 }));
    const text: OpenText = { parts: [], length: 0, targets };
    this.texts.push(text);
    return { text };
  }

  /** Text of the page: every property being read gets it. */
  addText(data: string): void {
    for (const text of this.texts) {
      if (text.length >= TEXT_MAX) continue;
      const piece = data.slice(0, TEXT_MAX - text.length);
      text.parts.push(piece);
      text.length += piece.length;
    }
  }

  /** The element that opened `frame` closed. */
  closeElement(frame: ItemFrame): void {
    if (frame.item) this.open.pop();
    const text = frame.text;
    if (!text) return;
    this.texts.splice(this.texts.lastIndexOf(text), 1);
    const value = text.parts.join('');
    for (const target of text.targets) target.values[target.index] = value;
  }

  /** The items with one-value properties unwrapped (`name: 'x'`, not `name: ['x']`). */
  finish(): JsonNode[] {
    for (const item of this.items) {
      for (const [key, value] of Object.entries(item)) {
        if (key !== '@type' && Array.isArray(value) && value.length === 1) item[key] = value[0];
      }
    }
    return this.items;
  }
}
