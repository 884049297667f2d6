import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { JSON_LD_BLOCKS_MAX, OPEN_ELEMENTS_MAX } from './html-page';
import { minutesOfDuration } from './iso-duration';
import { readRecipe } from './read-recipe';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.html`, import.meta.url), 'utf8');
const read = (name: string, url = `https://recipes.example/${name}/`) => {
  const reading = readRecipe(fixture(name), url);
  if (!reading.found) throw new Error(`${name}: no recipe read`);
  return reading.recipe;
};

describe('reading a recipe from a page', () => {
  it('reads a plain JSON-LD Recipe: ingredients as strings, HowToSteps, durations, yield and a relative image', () => {
    expect(read('plain-json-ld', 'https://blog.example/2024/pancakes')).toEqual({
      name: 'Classic Pancakes',
      ingredientLines: ['3 dl wheat flour', '6 dl milk', '3 eggs', '1/2 tsp salt', '2 tbsp butter'],
      steps: [
        'Whisk the flour and half of the milk to a smooth batter.',
        'Add the rest of the milk, the eggs and the salt.',
        'Fry thin pancakes in butter.',
      ],
      url: 'https://blog.example/2024/pancakes',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      imageUrl: 'https://blog.example/images/pancakes.jpg',
      notes: 'Fluffy pancakes for a slow Sunday.',
    });
  });

  it('finds the Recipe inside an @graph among other nodes, decoding entities and HTML in its texts', () => {
    const recipe = read('graph');
    expect(recipe.name).toBe('Roasted Tomato Soup & Basil');
    expect(recipe.servings).toBe(6);
    expect(recipe.imageUrl).toBe('https://kitchen.example/wp-content/uploads/soup-1x1.jpg');
    expect(recipe.steps[0]).toBe('Roast the tomatoes, onion and garlic at 200°C.');
    expect(recipe.ingredientLines).toHaveLength(5);
    // No totalTime on the page: prep and cook together.
    expect(recipe.totalMinutes).toBe(75);
  });

  it("finds the Recipe under a page's mainEntity, with instructions as one text of lines", () => {
    const recipe = read('main-entity');
    expect(recipe.name).toBe('Chili sin carne');
    expect(recipe.servings).toBe(4);
    expect(recipe.totalMinutes).toBe(45);
    expect(recipe.prepMinutes).toBeNull();
    expect(recipe.imageUrl).toBe('https://veggie.example/img/chili.webp');
    expect(recipe.steps).toEqual([
      'Fry the onion until soft.',
      'Add the spices and fry for a minute.',
      'Add beans and tomatoes and simmer for 30 minutes.',
    ]);
  });

  it('reads microdata: props by tag, a nested item kept apart, a list of steps one a line', () => {
    const recipe = read('microdata', 'https://grandma.example/recipes/buns.html');
    expect(recipe.name).toBe('Cinnamon Buns');
    expect(recipe.imageUrl).toBe('https://grandma.example/photos/buns.jpg');
    expect(recipe.servings).toBe(30);
    expect(recipe.prepMinutes).toBe(90);
    expect(recipe.cookMinutes).toBe(10);
    expect(recipe.ingredientLines).toEqual([
      '50 g yeast',
      '5 dl milk',
      '150 g butter',
      '1 dl sugar',
      '15 dl wheat flour',
      '2 tbsp cinnamon',
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.steps[0]).toBe('Melt the butter, add the milk and warm it to 37 °C.');
    expect(recipe.notes).toBe('Swedish kanelbullar, the way Grandma made them.');
  });

  it('reads HowToSections as headed groups of steps and PropertyValue ingredients, skipping a data: image', () => {
    const recipe = read('how-to-section');
    expect(recipe.ingredientLines).toEqual([
      '500 g minced beef',
      '2 cans crushed tomatoes',
      '12 lasagne sheets',
      '8 dl milk',
      '4 tbsp wheat flour',
    ]);
    expect(recipe.steps).toEqual([
      'Meat sauce:',
      'Brown the beef.',
      'Add the tomatoes and simmer for 20 minutes.',
      'White sauce:',
      'Whisk flour into the milk and bring to the boil.',
      'Layer sheets, meat sauce and white sauce; bake at 200 °C.',
    ]);
    expect(recipe.servings).toBe(6);
    expect(recipe.imageUrl).toBe('https://middag.example/lasagne-16x9.jpg');
  });

  it('looks past blocks that are not recipes, and past one that is not JSON, to a Recipe in an array', () => {
    const recipe = read('several-blocks', 'https://spoon.example/oats');
    expect(recipe.name).toBe('Overnight Oats');
    expect(recipe.servings).toBe(2);
    expect(recipe.imageUrl).toBe('https://cdn.spoon.example/oats.jpg');
    expect(recipe.ingredientLines).toContain('1 tbsp chia seeds');
  });

  it("answers a page without recipe data with the page's title, trimmed, its Open Graph title first", () => {
    expect(readRecipe(fixture('no-recipe'), 'https://blog.example/market')).toEqual({
      found: false,
      title: "My trip to the farmers' market",
    });
    expect(readRecipe('not html at all', 'https://blog.example/')).toEqual({ found: false, title: '' });
    const shared = '<title>Plum jam | Jars &amp; Co</title><meta property="og:title" content="Plum jam">';
    expect(readRecipe(shared, 'https://jars.example/')).toEqual({ found: false, title: 'Plum jam' });
  });

  it('bounds what it reads: long lines are cut, many ingredients capped', () => {
    const many = Array.from({ length: 150 }, (_, index) => `${index} g ${'x'.repeat(400)}`);
    const html = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Big', recipeIngredient: many })}</script>`;
    const reading = readRecipe(html, 'https://big.example/');
    if (!reading.found) throw new Error('expected a recipe');
    expect(reading.recipe.ingredientLines).toHaveLength(100);
    expect(Math.max(...reading.recipe.ingredientLines.map((line) => line.length))).toBeLessThanOrEqual(300);
  });
});

describe('reading a hostile page', () => {
  const recipeBlock = (name: string) =>
    `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'] })}</script>`;
  const deepBlock = `<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>`;

  it('reads the first blocks of a page of hundreds, skipping those nested too deep', () => {
    const html = `<title>t</title>${recipeBlock('Early')}${deepBlock.repeat(20)}${recipeBlock('Late').repeat(420)}`;
    const reading = readRecipe(html, 'https://x.example/');
    expect(reading).toMatchObject({ found: true, recipe: { name: 'Early' } });
  });

  it('does not read a recipe past the bound on blocks', () => {
    const filler = '<script type="application/ld+json">{"@type":"WebPage"}</script>'.repeat(JSON_LD_BLOCKS_MAX);
    expect(readRecipe(`${filler}${recipeBlock('Too late')}`, 'https://x.example/').found).toBe(false);
  });

  it('reads a page of 200,000 nested elements up to the bound on nesting, and what came before', () => {
    const nested = (depth: number) => '<div itemscope itemprop="x"><span>'.repeat(depth / 2);
    const before = `<title>Deep</title>${recipeBlock('Deep soup')}${nested(200_000)}${recipeBlock('Never reached')}`;
    expect(readRecipe(before, 'https://x.example/')).toMatchObject({ found: true, recipe: { name: 'Deep soup' } });
    // Nesting within the bound is read through.
    const within = `${nested(OPEN_ELEMENTS_MAX - 10)}${recipeBlock('Reached')}`;
    expect(readRecipe(within, 'https://x.example/')).toMatchObject({ found: true, recipe: { name: 'Reached' } });
  });
});

describe('microdata and RDFa as sites write them', () => {
  it.each([
    ['http://schema.org/Recipe'],
    ['https://schema.org/Recipe/'],
    ['HTTPS://SCHEMA.ORG/Recipe'],
    ['http://data-vocabulary.org/Recipe'],
  ])('finds a microdata item of type %s', (type) => {
    const html = `<div itemscope itemtype="${type}"><h1 itemprop="name">Buns</h1><span itemprop="ingredients">1 egg</span></div>`;
    expect(readRecipe(html, 'https://x.example/')).toMatchObject({ found: true, recipe: { name: 'Buns' } });
  });

  it('finds an RDFa Recipe written with a prefix, and keeps a text decoded once', () => {
    const html = `<div prefix="schema: http://schema.org/" typeof="schema:Recipe"><h1 property="schema:name">Salt &amp;amp; vinegar crisps</h1><p property="schema:recipeIngredient">potatoes</p></div>`;
    expect(readRecipe(html, 'https://x.example/')).toMatchObject({
      found: true,
      recipe: { name: 'Salt &amp; vinegar crisps', ingredientLines: ['potatoes'] },
    });
  });
});

describe('ISO-8601 durations', () => {
  it.each([
    ['PT30M', 30],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['PT90M', 90],
    ['PT0.5H', 30],
    ['P1D', 1440],
    ['PT45S', 1],
    ['pt2h', 120],
  ])('%s is %d minutes', (text, minutes) => expect(minutesOfDuration(text)).toBe(minutes));

  it.each(['', 'P', 'PT', '30 minutes', 'P1Y', 'PT-5M'])('%j is not a duration', (text) =>
    expect(minutesOfDuration(text)).toBeNull(),
  );
});
