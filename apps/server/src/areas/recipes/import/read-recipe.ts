import { RECIPE_NAME_MAX } from '@ordna/contract/recipes/limits';
import { readHtmlPage } from './html-page';
import { parseJsonLd } from './lenient-json';
import { recipeOfNode, type ImportedRecipe } from './recipe-node';
import { recipesInJsonLd } from './schema-org-nodes';

/** What a page holds: its recipe, or only its title when it has no recipe data. */
export type PageReading = { found: true; recipe: ImportedRecipe } | { found: false; title: string };

/**
 * Reads the schema.org Recipe of an HTML page: JSON-LD first (the first blocks, not only the
 * first one), then microdata and RDFa. A recipe with neither ingredients nor steps is a page's
 * teaser, not a recipe; one with more wins over an earlier, emptier one.
 */
export function readRecipe(html: string, pageUrl: string): PageReading {
  const page = readHtmlPage(html);
  const title = page.title.slice(0, RECIPE_NAME_MAX).trim();
  const nodes = [
    ...page.jsonLdBlocks.flatMap((block) =>
      recipesInJsonLd(parseJsonLd(block)).map((node) => ({ node, source: 'jsonLd' as const })),
    ),
    ...page.markupRecipes.map((node) => ({ node, source: 'markup' as const })),
  ];
  let best: ImportedRecipe | null = null;
  for (const { node, source } of nodes) {
    const recipe = recipeOfNode(node, pageUrl, title, source);
    const size = recipe.ingredientLines.length + recipe.steps.length;
    if (size > 0 && (!best || size > best.ingredientLines.length + best.steps.length)) best = recipe;
  }
  return best ? { found: true, recipe: best } : { found: false, title };
}
