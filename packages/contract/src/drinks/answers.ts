import { z } from 'zod';
import { sharedByAnswer } from '../sharing/answers';

/** The drinks area's answers (docs/adding-an-area.md). */

export const ingredientAnswer = z.object({
  name: z.string(),
  /** null when the line has no amount ("a dash of bitters"). */
  amount: z.number().nullable(),
  /** '' when the amount is a plain number. */
  unit: z.string(),
  /** The storage item the ingredient comes from, if any. */
  foodItemId: z.string().nullable(),
  /** Whether that storage item has enough; null when the ingredient points at none. */
  inStock: z.boolean().nullable(),
});
export type Ingredient = z.infer<typeof ingredientAnswer>;

export const drinkAnswer = z.object({
  _id: z.string(),
  drinkCollectionId: z.string(),
  name: z.string(),
  ingredients: z.array(ingredientAnswer),
  method: z.string(),
  glass: z.string(),
  garnish: z.string(),
  notes: z.string(),
  imageUrl: z.string(),
  /** Where its kept picture is served from the app's own origin (docs/architecture.md, "Images"); null when none. */
  image: z.string().nullable(),
  tags: z.array(z.string()),
  /** The id of its public page, /public/drink/{publicId}, while it is public; else null. */
  publicId: z.string().nullable(),
  /** Every ingredient that points at storage is in stock; null when none points at storage. */
  canMake: z.boolean().nullable(),
});
export type Drink = z.infer<typeof drinkAnswer>;

const collectionFields = {
  _id: z.string(),
  name: z.string(),
  /** The id of its public page, /public/drink-collection/{publicId}, while it is public; else null. */
  publicId: z.string().nullable(),
  /** The public page lists only the public drinks that can be made from stock. */
  onlyInStock: z.boolean(),
  /** The name the public pages show for the owner; '' shows none. */
  displayName: z.string(),
  /** Present when someone else shared the collection with the person. */
  sharedBy: sharedByAnswer.optional(),
};

/** A collection in the list: its drinks counted, not listed. */
export const drinkCollectionSummaryAnswer = z.object({ ...collectionFields, drinkCount: z.number() });
export type DrinkCollectionSummary = z.infer<typeof drinkCollectionSummaryAnswer>;

/** One collection with every drink in it. */
export const drinkCollectionAnswer = z.object({ ...collectionFields, drinks: z.array(drinkAnswer) });
export type DrinkCollection = z.infer<typeof drinkCollectionAnswer>;

/** What a public page shows: no ids, no notes, no storage; only what its owner made public. */
export const publicIngredientAnswer = ingredientAnswer.omit({ foodItemId: true });
export const publicDrinkAnswer = drinkAnswer
  .pick({
    name: true,
    method: true,
    glass: true,
    garnish: true,
    imageUrl: true,
    image: true,
    tags: true,
    canMake: true,
  })
  .extend({ ingredients: z.array(publicIngredientAnswer) });
export type PublicDrink = z.infer<typeof publicDrinkAnswer>;

export const publicDrinkPageAnswer = z.object({ displayName: z.string(), drink: publicDrinkAnswer });
export type PublicDrinkPage = z.infer<typeof publicDrinkPageAnswer>;

export const publicDrinkCollectionAnswer = z.object({
  /** The title guests see: the display name the owner chose, '' when none (the collection's own name stays private). */
  name: z.string(),
  displayName: z.string(),
  onlyInStock: z.boolean(),
  drinks: z.array(publicDrinkAnswer),
});
export type PublicDrinkCollection = z.infer<typeof publicDrinkCollectionAnswer>;
