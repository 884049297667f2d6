import { foodKeyOf } from './foods';

/**
 * Where a food is found in a shop, in English and Swedish: a small built-in table, so a shopping
 * list groups what it holds like the shop does. A food the table does not know is "other".
 */

export const FOOD_CATEGORIES = [
  'produce',
  'bakery',
  'dairy',
  'meat',
  'dry',
  'frozen',
  'drinks',
  'household',
  'other',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** Each category's foods, English and Swedish, '|' between them. */
const foodsByCategory: Record<Exclude<FoodCategory, 'other'>, string[]> = {
  produce: (
    'onion|red onion|yellow onion|garlic|potato|tomato|cherry tomatoes|carrot|cucumber|' +
    'lettuce|salad|spinach|pepper|bell pepper|chili|leek|celery|broccoli|cauliflower|cabbage|' +
    'zucchini|courgette|aubergine|eggplant|mushroom|avocado|lemon|lime|orange|apple|pear|' +
    'banana|grape|strawberry|blueberry|raspberry|melon|mango|ginger|parsley|basil|coriander|' +
    'cilantro|dill|mint|herbs|kale|corn|peas|sweet potato|beetroot|radish|fennel|shallot|' +
    'spring onion|scallion|lök|rödlök|gul lök|vitlök|potatis|tomat|körsbärstomat|morot|gurka|' +
    'sallad|spenat|paprika|chili|purjolök|selleri|broccoli|blomkål|kål|vitkål|squash|svamp|' +
    'champinjon|avokado|citron|lime|apelsin|äpple|päron|banan|vindruva|jordgubbe|blåbär|' +
    'hallon|melon|mango|ingefära|persilja|basilika|koriander|dill|mynta|grönkål|majs|ärta|' +
    'sötpotatis|rödbeta|rädisa|fänkål|schalottenlök|salladslök'
  ).split('|'),
  bakery: (
    'bread|rye bread|loaf|baguette|roll|bun|tortilla|pita|croissant|crispbread|bröd|rågbröd|' +
    'limpa|baguette|fralla|bulle|tortilla|pitabröd|knäckebröd'
  ).split('|'),
  dairy: (
    'milk|butter|cheese|feta|cheddar|parmesan|mozzarella|yoghurt|yogurt|cream|sour cream|' +
    'creme fraiche|crème fraîche|cream cheese|egg|quark|cottage cheese|mjölk|smör|ost|' +
    'fetaost|parmesanost|mozzarella|yoghurt|grädde|vispgrädde|matlagningsgrädde|gräddfil|' +
    'crème fraiche|färskost|ägg|kvarg|keso|fil|filmjölk|havremjölk|oat milk|halloumi'
  ).split('|'),
  meat: (
    'beef|minced beef|ground beef|mince|pork|chicken|chicken breast|bacon|ham|sausage|lamb|' +
    'turkey|salmon|cod|fish|tuna|shrimp|prawns|mussels|nötkött|köttfärs|nötfärs|fläskkött|' +
    'kyckling|kycklingfilé|bacon|skinka|korv|lamm|kalkon|lax|torsk|fisk|tonfisk|räkor|räka|' +
    'musslor|falukorv'
  ).split('|'),
  dry: (
    'flour|sugar|salt|rice|pasta|spaghetti|noodles|oats|oatmeal|lentils|beans|chickpeas|' +
    'crushed tomatoes|tomato paste|olive oil|oil|vinegar|soy sauce|honey|baking powder|yeast|' +
    'cinnamon|paprika powder|cumin|black pepper|stock|broth|coffee|tea|cereal|muesli|nuts|' +
    'almonds|chocolate|ketchup|mustard|mayonnaise|vanilla sugar|cocoa|breadcrumbs|' +
    'coconut milk|mjöl|vetemjöl|socker|strösocker|salt|ris|pasta|spagetti|nudlar|havregryn|' +
    'linser|bönor|kikärtor|krossade tomater|tomatpuré|olivolja|olja|rapsolja|vinäger|ättika|' +
    'soja|honung|bakpulver|jäst|kanel|spiskummin|svartpeppar|peppar|buljong|fond|kaffe|te|' +
    'flingor|müsli|nötter|mandel|choklad|senap|majonnäs|vaniljsocker|kakao|ströbröd|' +
    'kokosmjölk'
  ).split('|'),
  frozen: (
    'ice cream|frozen peas|frozen berries|frozen pizza|fish fingers|glass|frysta ärtor|' +
    'frysta bär|fryst pizza|fiskpinnar'
  ).split('|'),
  drinks: (
    'water|sparkling water|juice|orange juice|soda|beer|wine|red wine|white wine|cider|' +
    'vatten|kolsyrat vatten|juice|apelsinjuice|läsk|öl|vin|rödvin|vitt vin|cider'
  ).split('|'),
  household: (
    'toilet paper|paper towels|kitchen roll|dish soap|washing up liquid|detergent|soap|' +
    'shampoo|toothpaste|bin bags|foil|cling film|batteries|sponge|toalettpapper|' +
    'hushållspapper|diskmedel|tvättmedel|tvål|schampo|tandkräm|soppåsar|folie|plastfolie|' +
    'batterier'
  ).split('|'),
};

const categoryByKey = new Map<string, FoodCategory>();
for (const [category, foods] of Object.entries(foodsByCategory) as [FoodCategory, string[]][]) {
  for (const food of foods) if (!categoryByKey.has(foodKeyOf(food))) categoryByKey.set(foodKeyOf(food), category);
}

/**
 * The category of a food name ("2 l milk" is read by its food): the whole name when the table
 * knows it ("crushed tomatoes" is dry goods), else its last word ("oat milk" is dairy, "red
 * onions" fruit & veg), else "other".
 */
export function categoryOfFood(food: string): FoodCategory {
  const key = foodKeyOf(food);
  const whole = categoryByKey.get(key);
  if (whole) return whole;
  const words = key.split(' ');
  for (let i = 1; i < words.length; i++) {
    const tail = categoryByKey.get(words.slice(i).join(' '));
    if (tail) return tail;
  }
  return 'other';
}

/**
 * A list's category order as kept: the known categories in the order given, any left out after
 * them in their built-in order, unknown names dropped.
 */
export function completeCategoryOrder(order: readonly string[]): FoodCategory[] {
  const known = order.filter((one): one is FoodCategory => (FOOD_CATEGORIES as readonly string[]).includes(one));
  const unique = [...new Set(known)];
  return [...unique, ...FOOD_CATEGORIES.filter((one) => !unique.includes(one))];
}

/**
 * What a check-off teaches a list's order: a category checked right after another is walked to
 * after it in the shop, so it moves to just after that one (when it stood before it).
 */
export function learnCategoryOrder(
  order: readonly FoodCategory[],
  previous: FoodCategory | null,
  checked: FoodCategory,
): FoodCategory[] {
  if (previous === null || previous === checked) return [...order];
  const from = order.indexOf(checked);
  const after = order.indexOf(previous);
  if (from === -1 || after === -1 || from > after) return [...order];
  const without = order.filter((one) => one !== checked);
  without.splice(without.indexOf(previous) + 1, 0, checked);
  return without;
}
