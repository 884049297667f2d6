import type { Kysely } from 'kysely';
import { foodKeyOf, readFoodLine } from '@ordna/contract/kernel/foods';
import { addColumns, withDefault } from './schema-kit';

/**
 * Ingredients as people mean them (#21): each recipe ingredient keeps a note (preparation and
 * remarks, "finely chopped") beside its food, and every line already stored is read again here
 * with the food reader, so "onion, finely chopped 1" is the food "onion" at once, not lazily.
 * A shopping list keeps the order its categories are walked in (`categoryOrder`, category names
 * joined by commas; '' is the built-in order).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addColumns(db, 'recipeIngredients', { note: withDefault('varchar(600)', '') });
  await addColumns(db, 'shoppingLists', { categoryOrder: withDefault('varchar(400)', '') });
  await readIngredientsAgain(db);
}

interface StoredIngredient {
  id: string;
  line: string;
}

/** Every stored ingredient line read again, a page at a time so a large database stays in bounds. */
async function readIngredientsAgain(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<{
    recipeIngredients: StoredIngredient & {
      quantity: number | null;
      unit: string | null;
      food: string;
      note: string;
      foodKey: string;
    };
  }>;
  let after = '';
  for (;;) {
    const page = await db
      .selectFrom('recipeIngredients')
      .select(['id', 'line'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (page.length === 0) return;
    for (const row of page) {
      const read = readFoodLine(row.line);
      await db
        .updateTable('recipeIngredients')
        .set({
          quantity: read.quantity === null ? null : Math.round(read.quantity * 1000),
          unit: read.unit,
          food: read.food.slice(0, 600),
          note: read.note.slice(0, 600),
          foodKey: foodKeyOf(read.food).slice(0, 600),
        })
        .where('id', '=', row.id)
        .execute();
    }
    after = page[page.length - 1]!.id;
  }
}
