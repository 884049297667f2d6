import {
  RECIPE_INGREDIENT_LINE_MAX,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_MINUTES_MAX,
  RECIPE_NAME_MAX,
  RECIPE_NOTES_MAX,
  RECIPE_SERVINGS_MAX,
  RECIPE_STEP_MAX,
  RECIPE_STEPS_MAX,
  RECIPE_URL_MAX,
} from '@ordna/contract/recipes/limits';
import { sectionHeading } from '@ordna/contract/recipes/steps';
import { minutesOfDuration } from './iso-duration';
import { textOfHtml, tidy } from './page-text';
import { hasType, type JsonNode } from './schema-org-nodes';

/** A recipe as read from a page, before its ingredient lines are parsed into quantities. */
export interface ImportedRecipe {
  name: string;
  ingredientLines: string[];
  steps: string[];
  url: string;
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  totalMinutes: number | null;
  imageUrl: string;
  notes: string;
}

const isNode = (value: unknown): value is JsonNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/**
 * Where a node was read: JSON-LD strings may carry HTML and entities ("Mac &amp; cheese",
 * "<p>Stir.</p>"), which are read once here; microdata and RDFa texts come from the HTML parser
 * already decoded, so decoding them again would turn a page's "&amp;amp;" into "&".
 */
export type NodeSource = 'jsonLd' | 'markup';

type Plain = (value: unknown) => string;

/** An HTML tag, as escaped markup reads once its entities are decoded ("&lt;p&gt;" is "<p>"). */
const tagPattern = /<\/?[a-z][\w-]*(?:\s[^<>]*)?\/?>/i;

function plainOf(source: NodeSource): Plain {
  return (value) => {
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return '';
    if (source === 'markup' || !/[<&]/.test(value)) return tidy(value);
    const text = textOfHtml(value);
    // Escaped markup ("&lt;p&gt;Stir&lt;/p&gt;") loses its tags too, but its entities are not decoded a second time.
    return tagPattern.test(text) ? textOfHtml(text, false) : text;
  };
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

/** An ingredient: a string, or a PropertyValue with a value, unit and name. */
function ingredientLine(value: unknown, plain: Plain): string {
  if (!isNode(value)) return plain(value);
  const parts = [plain(value.value), plain(value.unitText ?? value.unitCode), plain(value.name)];
  return parts.filter(Boolean).join(' ');
}

const oneStep = (text: string) => (text ? [text.replace(/\s*\n\s*/g, ' ')] : []);

/**
 * Instructions as text, HowToStep, HowToSection or ItemList, flattened into lines. The stored
 * recipe holds steps as lines, so a section is kept as its heading line (`sectionHeading`, the
 * name and a colon) before its own steps, not numbered into them as a step of its own text.
 */
function stepsOf(value: unknown, plain: Plain, depth = 0): string[] {
  if (depth > 6) return [];
  if (typeof value === 'string') {
    return plain(value)
      .split(/\n+/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value)) {
    // Several texts are several steps, one each, whatever lines they are written in; one text may hold them all.
    if (value.length === 1) return stepsOf(value[0], plain, depth + 1);
    return value.flatMap((item) => (typeof item === 'string' ? oneStep(plain(item)) : stepsOf(item, plain, depth + 1)));
  }
  if (!isNode(value)) return [];
  const inner = value.itemListElement ?? value.steps;
  if (hasType(value, 'HowToSection') || (hasType(value, 'ItemList') && inner !== undefined)) {
    const heading = plain(value.name);
    const steps = stepsOf(inner, plain, depth + 1);
    return heading && steps.length > 0 ? [sectionHeading(heading), ...steps] : steps;
  }
  const text = plain(value.text) || plain(value.name) || plain(value.description);
  // A HowToStep is one step, whatever lines its text was written in.
  if (text) return oneStep(text);
  return stepsOf(inner, plain, depth + 1);
}

/** "4", 4, "4 servings", "Serves 4-6", ["4", "4 servings"]: the first whole number, else null. */
function servingsOf(value: unknown, plain: Plain): number | null {
  for (const item of listOf(value)) {
    const match = /\d+(?:[.,]\d+)?/.exec(typeof item === 'number' ? String(item) : plain(item));
    const servings = match ? Math.round(Number(match[0].replace(',', '.'))) : 0;
    if (servings >= 1 && servings <= RECIPE_SERVINGS_MAX) return servings;
  }
  return null;
}

function minutesOf(value: unknown): number | null {
  const minutes = typeof value === 'string' ? minutesOfDuration(value) : null;
  return minutes !== null && minutes <= RECIPE_MINUTES_MAX ? minutes : null;
}

/** An absolute http(s) address of `value` read against the page, or ''. */
function absoluteUrl(value: string, pageUrl: string): string {
  try {
    const url = new URL(value.trim(), pageUrl);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.href.length <= RECIPE_URL_MAX ? url.href : '';
  } catch {
    return '';
  }
}

/** The first image that reads as an absolute address: a string, an ImageObject, or a list of either. */
function imageOf(value: unknown, pageUrl: string): string {
  for (const item of listOf(value)) {
    const candidate = isNode(item) ? (item.url ?? item.contentUrl) : item;
    const url = typeof candidate === 'string' ? absoluteUrl(candidate, pageUrl) : '';
    if (url) return url;
  }
  return '';
}

/** One schema.org Recipe node as a bounded recipe; `pageUrl` is where it was read. */
export function recipeOfNode(node: JsonNode, pageUrl: string, pageTitle: string, source: NodeSource): ImportedRecipe {
  const plain = plainOf(source);
  const ingredients = listOf(node.recipeIngredient ?? node.ingredients)
    .map((value) => ingredientLine(value, plain))
    .filter(Boolean)
    .slice(0, RECIPE_INGREDIENTS_MAX)
    .map((line) => cut(line, RECIPE_INGREDIENT_LINE_MAX));
  const steps = stepsOf(node.recipeInstructions, plain)
    .slice(0, RECIPE_STEPS_MAX)
    .map((step) => cut(step, RECIPE_STEP_MAX));
  const prepMinutes = minutesOf(node.prepTime);
  const cookMinutes = minutesOf(node.cookTime);
  const summed = prepMinutes !== null || cookMinutes !== null ? (prepMinutes ?? 0) + (cookMinutes ?? 0) : null;
  return {
    name: cut(plain(node.name) || pageTitle, RECIPE_NAME_MAX),
    ingredientLines: ingredients,
    steps,
    url: cut(pageUrl, RECIPE_URL_MAX),
    servings: servingsOf(node.recipeYield ?? node.yield, plain),
    prepMinutes,
    cookMinutes,
    totalMinutes: minutesOf(node.totalTime) ?? summed,
    imageUrl: imageOf(node.image ?? node.thumbnailUrl, pageUrl),
    notes: cut(plain(node.description), RECIPE_NOTES_MAX),
  };
}
