import { RECIPE_NAME_MAX } from '@ordna/contract/recipes-limits';
import { readHtmlPage } from './html-page';
import { recipeOfNode, type ImportedRecipe } from './recipe-node';
import { parseJsonLd, recipesInJsonLd } from './schema-org-nodes';

/** What a page holds: its recipe, or only its title when it has no recipe data. */
export type PageReading = { found: true; recipe: ImportedRecipe } | { found: false; title: string };

/**
 * Reads the schema.org Recipe of an HTML page: JSON-LD first (every block, not only the first),
 * then microdata. A recipe with neither ingredients nor steps is a page's teaser, not a recipe;
 * one with more wins over an earlier, emptier one.
 */
export function readRecipe(html: string, pageUrl: string): PageReading {
  const page = readHtmlPage(html);
  const title = page.title.slice(0, RECIPE_NAME_MAX).trim();
  const nodes = [
    ...page.jsonLdBlocks.flatMap((block) => recipesInJsonLd(parseJsonLd(block))),
    ...page.microdataRecipes,
  ];
  let best: ImportedRecipe | null = null;
  for (const node of nodes) {
    const recipe = recipeOfNode(node, pageUrl, title);
    const size = recipe.ingredientLines.length + recipe.steps.length;
    if (size > 0 && (!best || size > best.ingredientLines.length + best.steps.length)) best = recipe;
  }
  return best ? { found: true, recipe: best } : { found: false, title };
}
