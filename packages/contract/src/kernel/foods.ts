import { nameKeyOf, parseQuantityLine, type Quantity } from './quantities';

/**
 * Foods as people mean them, in English and Swedish: "onion, finely chopped" is the food "onion"
 * with the note "finely chopped", "crumbled feta" is "feta", and "Onions", "onion", "lökar" and
 * "lök" are matched by one key each (singular, lower case). Storage, shopping and recipes all read
 * foods here, so a food written one way in a recipe meets the same food written another way in
 * storage or on a list.
 */

export interface FoodLine extends Quantity {
  /** The food without amounts, preparation words or remarks ("feta"). */
  food: string;
  /** What else the line said: preparation, sizes, remarks ("finely chopped"); '' when nothing. */
  note: string;
}

/**
 * Words that say how a food is prepared or which one to pick, not what it is. Read off the front
 * of a food name into its note ("finely chopped onion" → "onion", note "finely chopped"). Words
 * that name what is bought ("minced beef", "ground cinnamon", "frozen peas", "whole milk") are not here.
 */
const preparationWords = new Set([
  // English
  'chopped',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'freshly',
  'diced',
  'sliced',
  'grated',
  'shredded',
  'crumbled',
  'crushed',
  'peeled',
  'melted',
  'softened',
  'beaten',
  'cooked',
  'boiled',
  'fresh',
  'large',
  'small',
  'medium',
  'big',
  'ripe',
  'halved',
  'quartered',
  'drained',
  'rinsed',
  'cubed',
  'dried',
  'toasted',
  'packed',
  'heaped',
  'level',
  'about',
  'and',
  'or',
  // Swedish
  'hackad',
  'hackade',
  'finhackad',
  'finhackade',
  'grovhackad',
  'grovhackade',
  'skivad',
  'skivade',
  'tärnad',
  'tärnade',
  'riven',
  'rivna',
  'rivet',
  'krossad',
  'krossade',
  'smulad',
  'smulade',
  'pressad',
  'pressade',
  'skalad',
  'skalade',
  'smält',
  'smälta',
  'mald',
  'malda',
  'färsk',
  'färska',
  'färskt',
  'stor',
  'stora',
  'stort',
  'liten',
  'små',
  'litet',
  'mogen',
  'mogna',
  'hel',
  'hela',
  'kokt',
  'kokta',
  'torkad',
  'torkade',
  'fint',
  'grovt',
  'ca',
  'cirka',
  'och',
  'eller',
]);

/** Where a remark starts inside a name: after a comma or a dash between words. */
const remarkStart = /\s*(?:,|;|\s-\s|\s–\s)\s*/u;

/**
 * Reads one ingredient or shopping line: its amount and unit (the shared quantity reader), the
 * food, and a note holding what parentheses, a comma and preparation words said.
 * "(400 g) crushed tomatoes 2 can" → 2 can, food "tomatoes", note "crushed, 400 g".
 */
export function readFoodLine(text: string): FoodLine {
  const inParentheses: string[] = [];
  const outside = text.replace(/\(([^)]*)\)/g, (_whole, inner: string) => {
    if (inner.trim() !== '') inParentheses.push(inner.trim());
    return ' ';
  });
  const read = parseQuantityLine(outside);
  const [head = '', ...remarks] = read.name.split(remarkStart);
  const words = head.split(/\s+/).filter(Boolean);
  const leadingPreparation: string[] = [];
  // The last word is always kept, so a name that is all "preparation" ("ground") stays a food.
  while (words.length > 1 && preparationWords.has(words[0]!.toLowerCase().replace(/[.,]$/, ''))) {
    leadingPreparation.push(words.shift()!);
  }
  const food = words.join(' ').replace(/^[,;:\s-]+|[,;:\s-]+$/g, '');
  const note = [leadingPreparation.join(' '), ...remarks, ...inParentheses]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
  if (food === '') return { quantity: read.quantity, unit: read.unit, food: text.trim(), note: '' };
  return { quantity: read.quantity, unit: read.unit, food, note };
}

/** Plurals that no ending rule finds, both languages, plural → singular. */
const irregularPlurals: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  potatoes: 'potato',
  tomatoes: 'tomato',
  morötter: 'morot',
  äpplen: 'äpple',
  bönor: 'böna',
  nötter: 'nöt',
  rötter: 'rot',
};

/** Swedish plural endings: lökar → lök, tomater → tomat, gurkor → gurk. */
function withoutSwedishEnding(word: string): string {
  return word.length > 4 && /[^aeiouyåäö](ar|er|or)$/.test(word) ? word.slice(0, -2) : word;
}

/** English plural endings: eggs → egg, tomatoes → tomato, berries → berry. */
function withoutEnglishEnding(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(oes|xes|ches|shes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** A singular that ends in -a or -e keeps the stem its plural has (gurka/gurkor → gurk, lime/limes → lim). */
function withoutFinalVowel(word: string): string {
  return word.length > 3 && /[^aeiouyåäö][ae]$/.test(word) ? word.slice(0, -1) : word;
}

/**
 * One word without its plural ending, in English ("eggs", "tomatoes", "berries") and Swedish
 * ("lökar", "tomater", "gurkor", "äpplen"). Both sides of a match are stemmed alike, so the rule
 * only has to give a word and its plural the same key, not the dictionary singular ("pepper" and
 * "peppers" both give "pepp").
 */
export function singularOf(word: string): string {
  const irregular = irregularPlurals[word] ?? word;
  const stem = withoutSwedishEnding(withoutEnglishEnding(withoutSwedishEnding(irregular)));
  return withoutFinalVowel(stem);
}

/**
 * The key foods are matched by: lower case, single-spaced, without parentheses or what follows a
 * comma, each word singular. "Onions" and "onion, sliced" give one key; so do "lök" and "lökar".
 */
export function foodKeyOf(food: string): string {
  const head = food.replace(/\([^)]*\)/g, ' ').split(',')[0] ?? food;
  return nameKeyOf(head).split(' ').filter(Boolean).map(singularOf).join(' ');
}

/** The key of what a line names ("2 l Milk" → "milk"); what shopping merges rows by. */
export function foodKeyOfLine(text: string): string {
  return foodKeyOf(readFoodLine(text).food);
}
