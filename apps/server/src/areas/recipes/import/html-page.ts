import { Parser } from 'htmlparser2';
import { ItemMarkup, type ItemFrame } from './item-markup';
import { BLOCK_TAGS, tidy, UNREAD_TAGS } from './page-text';
import { hasType, type JsonNode } from './schema-org-nodes';

/**
 * What the importer needs of an HTML page, read in one streaming pass (htmlparser2, no tree is
 * built): its title (its Open Graph title, else its <title>), the text of its JSON-LD blocks, and every microdata or RDFa Recipe in the
 * shape JSON-LD has, so one reader serves all three. At most `JSON_LD_BLOCKS_MAX` blocks are
 * kept: a real page has a handful, a hostile one hundreds; a page nested deeper than
 * `OPEN_ELEMENTS_MAX` is read up to there.
 */
export interface HtmlPage {
  title: string;
  jsonLdBlocks: string[];
  markupRecipes: JsonNode[];
}

export const JSON_LD_BLOCKS_MAX = 32;
const TITLE_MAX = 2000;
/**
 * Elements open at once beyond which the rest of the page is not read. htmlparser2 keeps its open
 * elements in an array it shifts at the front, so each level costs as much as the levels above it
 * (200,000 nested elements would take minutes); real pages nest a few dozen deep. The page is fed
 * in small pieces, so reading stops soon after the bound.
 */
export const OPEN_ELEMENTS_MAX = 2000;
const PIECE = 8192;

const isJsonLd = (type: string | undefined) => /^\s*application\/ld\+json\s*(?:;.*)?$/i.test(type ?? '');

/** One open element: what its close must undo (null for most elements, which need nothing). */
interface Frame {
  tag: string;
  items: ItemFrame | null;
}

export function readHtmlPage(html: string): HtmlPage {
  const page: HtmlPage = { title: '', jsonLdBlocks: [], markupRecipes: [] };
  const markup = new ItemMarkup();
  const frames: Frame[] = [];
  let unread = 0;
  let foreign = 0;
  let block: string[] | null = null;
  let title: string[] | null = null;
  let tooDeep = false;
  let ogTitle = '';

  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        if (tag === 'meta' && attributes.property === 'og:title' && !ogTitle) ogTitle = tidy(attributes.content ?? '');
        if (tag === 'script' && isJsonLd(attributes.type) && page.jsonLdBlocks.length < JSON_LD_BLOCKS_MAX) block = [];
        if (tag === 'title' && !page.title && title === null && foreign === 0) title = [];
        if (tag === 'svg' || tag === 'math') foreign += 1;
        if (UNREAD_TAGS.has(tag)) unread += 1;
        else if (markup.reading && (tag === 'br' || BLOCK_TAGS.has(tag))) markup.addText('\n');
        frames.push({ tag, items: markup.openElement(tag, attributes) });
        if (frames.length > OPEN_ELEMENTS_MAX) tooDeep = true;
      },
      ontext(text) {
        if (block) block.push(text);
        else if (title && title.length < TITLE_MAX) title.push(text);
        else if (unread === 0 && markup.reading) markup.addText(text);
      },
      onclosetag(tag) {
        const frame = frames.pop();
        if (frame?.items) markup.closeElement(frame.items);
        if (tag === 'script' && block) {
          page.jsonLdBlocks.push(block.join(''));
          block = null;
        }
        if (tag === 'title' && title) {
          page.title = tidy(title.join(''));
          title = null;
        }
        if (tag === 'svg' || tag === 'math') foreign -= 1;
        if (UNREAD_TAGS.has(tag)) unread -= 1;
        else if (markup.reading && BLOCK_TAGS.has(tag)) markup.addText('\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  for (let offset = 0; offset < html.length && !tooDeep; offset += PIECE)
    parser.write(html.slice(offset, offset + PIECE));
  parser.end();
  page.markupRecipes = markup.finish().filter((item) => hasType(item, 'Recipe'));
  // The name a page gives itself for sharing has no " | Site name" after it.
  if (ogTitle) page.title = ogTitle.slice(0, TITLE_MAX);
  return page;
}
