import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseMigratedTo, storedUser } from '../../testing/migration.test-kit';

describe('migration 0020: ingredients read as food and note', () => {
  const at = databaseMigratedTo('0018-idempotency-keys');

  it('reads every stored line again, so old recipes match storage by food at once', async () => {
    const { db } = at;
    await db.insertInto('users').values(storedUser('u')).execute();
    // As 0017 stored them: the whole rest of the line was the food.
    const old = (id: string, line: string, food: string) => ({
      id,
      userId: 'u',
      recipeId: 'r',
      position: 0,
      line,
      quantity: 1000,
      unit: null,
      food,
      foodKey: food,
      foodItemId: null,
    });
    await sql`insert into ${sql.table('recipeIngredients')} (${sql.join(['id', 'userId', 'recipeId', 'position', 'line', 'quantity', 'unit', 'food', 'foodKey', 'foodItemId'].map((c) => sql.ref(c)))}) values ${sql.join(
      [
        old('a', 'onion, finely chopped 1', 'onion, finely chopped'),
        old('b', '200 g crumbled feta', 'crumbled feta'),
        old('c', '2 lökar', 'lökar'),
      ].map((row) => sql`(${sql.join(Object.values(row))})`),
    )}`.execute(db);
    await at.migrateOn();
    const rows = await db
      .selectFrom('recipeIngredients')
      .select(['id', 'quantity', 'unit', 'food', 'note', 'foodKey'])
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.id, Number(row.quantity), row.unit, row.food, row.note, row.foodKey])).toEqual([
      ['a', 1000, null, 'onion', 'finely chopped', 'onion'],
      ['b', 200_000, 'g', 'feta', 'crumbled', 'fet'],
      ['c', 2000, null, 'lökar', '', 'lök'],
    ]);
    const list = await db.selectFrom('shoppingLists').select('categoryOrder').execute();
    expect(list).toEqual([]);
  });
});
