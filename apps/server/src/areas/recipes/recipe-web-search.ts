import { z } from 'zod';
import { RECIPE_WEB_SUGGESTIONS_MAX } from '@ordna/contract/recipes/limits';
import type { RecipeSuggestion } from '@ordna/contract/recipes';
import { safeFetch } from '../../lib/fetching/safe-fetch';
import type { ImportReach } from './recipe-import.service';

/**
 * Suggestions from the web through the search service the operator set up (RECIPE_SEARCH_URL, a
 * SearXNG-compatible JSON search: `?q=…&format=json` answering `{results: [{url, title}]}`). The
 * service is the operator's, so it is asked directly; every page it names is the web's, so it is
 * fetched through the safe fetcher and shown only when it has recipe data. Count and time are
 * bounded: at most 10 pages read, 4 s each, all at once.
 */
const searchAnswer = z.object({
  results: z.array(z.object({ url: z.string().max(2000), title: z.string().max(500).optional() })).max(100),
});

const PAGES_READ_MAX = 10;
const PAGE_TIMEOUT_MS = 4000;
const SEARCH_TIMEOUT_MS = 5000;
const PAGE_MAX_BYTES = 1024 * 1024;

async function searchResults(searchUrl: string, text: string): Promise<string[]> {
  const url = new URL(searchUrl);
  url.searchParams.set('q', text);
  url.searchParams.set('format', 'json');
  const response = await fetch(url, {
    signal: AbortSignal.timeout(SEARCH_TIMEOUT_MS),
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  const { results } = searchAnswer.parse(await response.json());
  return [...new Set(results.map((result) => result.url).filter((one) => /^https?:\/\//i.test(one)))].slice(
    0,
    PAGES_READ_MAX,
  );
}

async function recipeAt(address: string, reach: ImportReach): Promise<RecipeSuggestion | null> {
  try {
    const page = await safeFetch(address, { ...reach, timeoutMs: PAGE_TIMEOUT_MS, maxBytes: PAGE_MAX_BYTES });
    const reading = await reach.readers.read(page.body, page.url);
    if (!reading.found) return null;
    const { name, imageUrl, ingredientLines } = reading.recipe;
    return { id: null, url: page.url, name, imageUrl, inStorage: 0, ingredientCount: ingredientLines.length };
  } catch {
    return null;
  }
}

/** Pages with recipe data for `text`, in the search's order; throws when the service fails. */
export async function searchWebRecipes(
  searchUrl: string,
  text: string,
  reach: ImportReach,
): Promise<RecipeSuggestion[]> {
  const addresses = await searchResults(searchUrl, text);
  const found = await Promise.all(addresses.map((address) => recipeAt(address, reach)));
  return found.filter((one): one is RecipeSuggestion => one !== null).slice(0, RECIPE_WEB_SUGGESTIONS_MAX);
}
