import type { Recipe, RecipeCreateBody, RecipeDraft } from '@ordna/contract/recipes';

/** The add/edit form's fields as the person types them: lists as one line each. */
export interface RecipeForm {
  name: string;
  url: string;
  imageUrl: string;
  servings: number | '';
  prepMinutes: number | '';
  cookMinutes: number | '';
  totalMinutes: number | '';
  ingredients: string;
  steps: string;
  notes: string;
}

export const emptyForm: RecipeForm = {
  name: '',
  url: '',
  imageUrl: '',
  servings: '',
  prepMinutes: '',
  cookMinutes: '',
  totalMinutes: '',
  ingredients: '',
  steps: '',
  notes: '',
};

const orEmpty = (value: number | null): number | '' => value ?? '';
const orNull = (value: number | ''): number | null => (value === '' ? null : value);
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** A saved recipe or an imported draft, as the form shows it. */
export function formOf(draft: RecipeDraft | Recipe): RecipeForm {
  return {
    name: draft.name,
    url: draft.url,
    imageUrl: draft.imageUrl,
    servings: orEmpty(draft.servings),
    prepMinutes: orEmpty(draft.prepMinutes),
    cookMinutes: orEmpty(draft.cookMinutes),
    totalMinutes: orEmpty(draft.totalMinutes),
    ingredients: draft.ingredients.map((one) => one.line).join('\n'),
    steps: draft.steps.join('\n'),
    notes: draft.notes,
  };
}

/**
 * What the form sends. An ingredient keeps the storage item it was linked to while its line is
 * unchanged (`linked`: line → foodItemId of the recipe being edited).
 */
export function bodyOf(form: RecipeForm, linked: ReadonlyMap<string, string | null> = new Map()) {
  return {
    name: form.name.trim(),
    url: form.url.trim(),
    imageUrl: form.imageUrl.trim(),
    servings: orNull(form.servings),
    prepMinutes: orNull(form.prepMinutes),
    cookMinutes: orNull(form.cookMinutes),
    totalMinutes: orNull(form.totalMinutes),
    ingredients: linesOf(form.ingredients).map((line) => ({ line, foodItemId: linked.get(line) ?? null })),
    steps: linesOf(form.steps),
    notes: form.notes.trim(),
  } satisfies Omit<RecipeCreateBody, 'collectionId'>;
}
