import type { Drink, DrinkCollection } from '@ordna/contract/drinks';
import { personClient } from '../../testing/people.test-kit';

/** The drinks tests' client: the shared one, by the name those tests use. */
export const drinksClient = personClient;

export type DrinksClient = ReturnType<typeof drinksClient>;

/** A collection made through the API, with the given drinks (each a body without the collection's id). */
export async function collectionWith(
  client: DrinksClient,
  name: string,
  drinks: Record<string, unknown>[] = [],
): Promise<{ collection: DrinkCollection; drinks: Drink[] }> {
  const made = await client.post<DrinkCollection>('/drink-collection', { name });
  if (made.status !== 201) throw new Error(`collection: ${made.status} ${made.message}`);
  const added: Drink[] = [];
  for (const drink of drinks) {
    const answer = await client.post<Drink>('/drink', { drinkCollectionId: made.data._id, ...drink });
    if (answer.status !== 201) throw new Error(`drink: ${answer.status} ${answer.message}`);
    added.push(answer.data);
  }
  return { collection: made.data, drinks: added };
}

/** A "Bar" storage group with the given items (name → quantity and unit); answers their ids by name. */
export async function barWith(
  client: DrinksClient,
  items: Record<string, { quantity: number; unit?: string }>,
): Promise<Record<string, string>> {
  const group = await client.post<{ _id: string }>('/storage-group', { name: `Bar ${Math.random()}` });
  const ids: Record<string, string> = {};
  for (const [name, { quantity, unit }] of Object.entries(items)) {
    const item = await client.post<{ _id: string }>('/storage-item', {
      storageGroupId: group.data._id,
      name,
      quantity,
      ...(unit && { unit }),
    });
    if (item.status !== 201) throw new Error(`storage item: ${item.status} ${item.message}`);
    ids[name] = item.data._id;
  }
  return ids;
}
