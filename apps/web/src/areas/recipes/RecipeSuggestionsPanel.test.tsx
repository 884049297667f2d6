import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecipeSuggestions } from '@ordna/contract/recipes';
import { renderWithProviders } from '../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../test/session.test-kit';
import { RecipeSuggestionsPanel } from './RecipeSuggestionsPanel';

afterEach(endTestSession);

const noWebSearch: RecipeSuggestions = { own: [], web: [], webSearch: false, webFailed: false };

describe('recipe suggestions on a server without a web search', () => {
  it('tells the person the suggestions are their own recipes, not how the operator sets the search up', async () => {
    signInForTest();
    stubServer({
      'GET /api/recipe': { status: 200, body: { status: true, data: noWebSearch } },
      'GET /api/recipe-collection': { status: 200, body: { status: true, data: [] } },
    });
    renderWithProviders(<RecipeSuggestionsPanel />);
    expect(await screen.findByText(/Suggestions come from your own recipes/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/RECIPE_SEARCH_URL|SearXNG/);
  });
});
