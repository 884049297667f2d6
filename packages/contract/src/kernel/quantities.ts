import { roundToThousandths } from './thousandths';
/**
 * Quantities as people write them in a kitchen: "2 l milk", "milk 2 l", "½ dl cream",
 * "1 1/2 cups flour", "3 eggs", "salt". Shared by storage, shopping and recipes, so one line reads
 * the same everywhere. Amounts are kept to thousandths, as the server stores them, so adding them
 * never drifts. Only metric units convert (ml/cl/dl/l, g/hg/kg); any other unit adds only to itself.
 */

export interface Quantity {
  quantity: number | null;
  unit: string | null;
}

export interface QuantityLine extends Quantity {
  name: string;
}

/** The largest amount a line may carry; beyond it a number is read as part of the name. */
export const QUANTITY_MAX = 1_000_000;

interface UnitInfo {
  unit: string;
  /** How many base units (ml or g) one of it is, when it converts. */
  toBase?: { dimension: 'volume' | 'mass'; factor: number };
}

const volume = (factor: number) => ({ dimension: 'volume' as const, factor });
const mass = (factor: number) => ({ dimension: 'mass' as const, factor });

/** Canonical unit → the ways people write it (lower case). */
const unitSpellings: [UnitInfo, string[]][] = [
  [{ unit: 'ml', toBase: volume(1) }, ['ml', 'milliliter', 'milliliters', 'millilitre', 'millilitres']],
  [{ unit: 'cl', toBase: volume(10) }, ['cl', 'centiliter', 'centiliters', 'centilitre', 'centilitres']],
  [{ unit: 'dl', toBase: volume(100) }, ['dl', 'deciliter', 'deciliters', 'decilitre', 'decilitres']],
  [{ unit: 'l', toBase: volume(1000) }, ['l', 'liter', 'liters', 'litre', 'litres', 'lit']],
  [{ unit: 'g', toBase: mass(1) }, ['g', 'gr', 'gram', 'grams', 'gramme', 'grammes']],
  [{ unit: 'hg', toBase: mass(100) }, ['hg', 'hekto', 'hectogram', 'hectograms']],
  [{ unit: 'kg', toBase: mass(1000) }, ['kg', 'kilo', 'kilos', 'kilogram', 'kilograms']],
  [{ unit: 'tsp' }, ['tsp', 'teaspoon', 'teaspoons']],
  [{ unit: 'tbsp' }, ['tbsp', 'tablespoon', 'tablespoons']],
  [{ unit: 'tsk' }, ['tsk']],
  [{ unit: 'msk' }, ['msk']],
  [{ unit: 'krm' }, ['krm']],
  [{ unit: 'cup' }, ['cup', 'cups']],
  [{ unit: 'oz' }, ['oz', 'ounce', 'ounces']],
  [{ unit: 'lb' }, ['lb', 'lbs', 'pound', 'pounds']],
  [{ unit: 'pcs' }, ['pcs', 'pc', 'piece', 'pieces']],
  [{ unit: 'st' }, ['st', 'st.']],
  [{ unit: 'pinch' }, ['pinch', 'pinches', 'nypa']],
  [{ unit: 'can' }, ['can', 'cans', 'tin', 'tins', 'burk', 'burkar']],
  [{ unit: 'pkg' }, ['pkg', 'package', 'packages', 'pack', 'packs', 'paket', 'förp']],
  [{ unit: 'bottle' }, ['bottle', 'bottles', 'flaska', 'flaskor']],
  [{ unit: 'clove' }, ['clove', 'cloves', 'klyfta', 'klyftor']],
  [{ unit: 'bunch' }, ['bunch', 'bunches', 'knippe']],
  [{ unit: 'slice' }, ['slice', 'slices', 'skiva', 'skivor']],
];

const unitsBySpelling = new Map<string, UnitInfo>(
  unitSpellings.flatMap(([info, spellings]) => spellings.map((spelling) => [spelling, info] as const)),
);
const unitsByName = new Map<string, UnitInfo>(unitSpellings.map(([info]) => [info.unit, info]));

/** The canonical short form of a known unit, or null when the word is not one. */
export function knownUnit(word: string): string | null {
  return unitsBySpelling.get(word.trim().toLowerCase())?.unit ?? null;
}

/**
 * A unit as stored: a known unit's short form ("Liters" → "l"), any other word trimmed and lower
 * case ("bags"), or null when there is none ('' or blank).
 */
export function normaliseUnit(unit: string | null | undefined): string | null {
  const trimmed = unit?.trim().toLowerCase() ?? '';
  if (trimmed === '') return null;
  return knownUnit(trimmed) ?? trimmed;
}

/** A name as things are matched by it: trimmed, single-spaced, lower case. */
export function nameKeyOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Rounds to the thousandths the server keeps (the kernel's codec, under the name recipes use). */
export const roundQuantity = roundToThousandths;

// ---- reading amounts ------------------------------------------------------------------------

const fractionGlyphs: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};
const glyphs = Object.keys(fractionGlyphs).join('');
const decimalPattern = /^\d+(?:[.,]\d+)?$/;
const slashPattern = /^(\d+)\/(\d+)$/;
const glyphPattern = new RegExp(`^(\\d*)([${glyphs}])$`, 'u');
const attachedPattern = new RegExp(`^(\\d+(?:[.,]\\d+)?|\\d*[${glyphs}])([a-zåäö.]+)$`, 'iu');

/** One written amount ("2", "1,5", "3/4", "½", "1½"), or null when the word is not one. */
export function parseAmount(word: string): number | null {
  let value: number | null = null;
  const slash = slashPattern.exec(word);
  const glyph = glyphPattern.exec(word);
  if (decimalPattern.test(word)) value = Number(word.replace(',', '.'));
  else if (slash) value = Number(slash[2]) === 0 ? null : Number(slash[1]) / Number(slash[2]);
  else if (glyph) value = Number(glyph[1] || 0) + fractionGlyphs[glyph[2]!]!;
  if (value === null || !Number.isFinite(value) || value > QUANTITY_MAX) return null;
  return roundToThousandths(value);
}

/** "1 1/2" or "1 ½": a whole number followed by a fraction on its own. */
function mixedAmount(whole: string | undefined, fraction: string | undefined): number | null {
  if (!whole || !fraction || !/^\d+$/.test(whole)) return null;
  if (!slashPattern.test(fraction) && !new RegExp(`^[${glyphs}]$`, 'u').test(fraction)) return null;
  const part = parseAmount(fraction);
  return part !== null && part < 1 ? roundToThousandths(Number(whole) + part) : null;
}

/** An amount with its unit stuck to it ("2l", "500g"), or null. */
function attachedAmount(word: string | undefined): Quantity | null {
  const match = word ? attachedPattern.exec(word) : null;
  const unit = match && knownUnit(match[2]!);
  const quantity = match && parseAmount(match[1]!);
  return unit && quantity !== null ? { quantity, unit } : null;
}

/** The amount at `words[at]` (a mixed number takes two words) and how many words it took. */
function amountAt(words: string[], at: number): { quantity: number; used: number } | null {
  const mixed = mixedAmount(words[at], words[at + 1]);
  if (mixed !== null) return { quantity: mixed, used: 2 };
  const single = words[at] === undefined ? null : parseAmount(words[at]!);
  return single === null ? null : { quantity: single, used: 1 };
}

// ---- reading lines --------------------------------------------------------------------------

function leading(words: string[]): QuantityLine | null {
  const attached = attachedAmount(words[0]);
  if (attached) return { ...attached, name: nameOf(words.slice(1)) };
  const amount = amountAt(words, 0);
  if (!amount) return null;
  const unit = words[amount.used] === undefined ? null : knownUnit(words[amount.used]!);
  const rest = words.slice(amount.used + (unit ? 1 : 0));
  return { quantity: amount.quantity, unit, name: nameOf(rest) };
}

function trailing(words: string[]): QuantityLine | null {
  if (words.length < 2) return null;
  const last = words[words.length - 1]!;
  const attached = attachedAmount(last);
  if (attached) return { ...attached, name: nameOf(words.slice(0, -1)) };
  const unit = knownUnit(last);
  const end = unit ? words.length - 1 : words.length;
  for (const used of [2, 1]) {
    const start = end - used;
    if (start < 1) continue;
    const amount = amountAt(words.slice(0, end), start);
    if (amount && amount.used === used) {
      return { quantity: amount.quantity, unit, name: nameOf(words.slice(0, start)) };
    }
  }
  return null;
}

/** The name left once the amount and unit are read; a leading "of" ("2 cups of flour") goes. */
function nameOf(words: string[]): string {
  const rest = words[0]?.toLowerCase() === 'of' ? words.slice(1) : words;
  return rest.join(' ');
}

/**
 * Reads one line as a person types it: the amount and unit before the name ("2 l milk",
 * "1 1/2 cups flour", "500g butter") or after it ("milk 2 l"), a bare count ("3 eggs"), or just a
 * name ("salt"). Amounts take a decimal point or comma, fractions and ½-style glyphs.
 */
export function parseQuantityLine(text: string): QuantityLine {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const read = leading(words) ?? trailing(words);
  if (read && read.name !== '') return read;
  return { quantity: read?.quantity ?? null, unit: read?.unit ?? null, name: read ? read.name : words.join(' ') };
}

// ---- writing amounts ------------------------------------------------------------------------

/** The fractions written as glyphs; fifths and eighths read well only in recipes that wrote them. */
const glyphList = ['½', '⅓', '⅔', '¼', '¾'].map((glyph) => [glyph, fractionGlyphs[glyph]!] as const);

export interface FormatOptions {
  /** ',' for Swedish. */
  decimalSeparator?: '.' | ',';
}

/**
 * An amount as people write it: whole numbers plain, common fractions as glyphs below 20 ("½",
 * "1 ⅓", "2 ¾"), anything else with at most two decimals.
 */
export function formatAmount(value: number, options: FormatOptions = {}): string {
  const whole = Math.floor(value + 0.005);
  const part = value - whole;
  if (Math.abs(part) < 0.005) return String(whole);
  if (value > 0 && value < 20) {
    const glyph = glyphList.find(([, fraction]) => Math.abs(fraction - part) < 0.005);
    if (glyph) return whole === 0 ? glyph[0] : `${whole} ${glyph[0]}`;
  }
  const text = String(Math.round(value * 100) / 100);
  return options.decimalSeparator === ',' ? text.replace('.', ',') : text;
}

/** "2 l milk", "3 eggs", "salt": a line as it reads back. */
export function formatQuantityLine(line: QuantityLine, options: FormatOptions = {}): string {
  const amount = line.quantity === null ? null : formatAmount(line.quantity, options);
  return [amount, line.unit, line.name].filter((part) => part !== null && part !== '').join(' ');
}

// ---- arithmetic -----------------------------------------------------------------------------

/** Whether amounts in these units can be added: the same unit, or both metric of one kind. */
export function compatibleUnits(a: string | null, b: string | null): boolean {
  const [unitA, unitB] = [normaliseUnit(a), normaliseUnit(b)];
  if (unitA === unitB) return true;
  const [baseA, baseB] = [unitA && unitsByName.get(unitA)?.toBase, unitB && unitsByName.get(unitB)?.toBase];
  return Boolean(baseA && baseB && baseA.dimension === baseB.dimension);
}

/** `value` in `from` expressed in `to`, or null when they do not convert. */
export function convertAmount(value: number, from: string | null, to: string | null): number | null {
  const [unitFrom, unitTo] = [normaliseUnit(from), normaliseUnit(to)];
  if (unitFrom === unitTo) return value;
  if (!compatibleUnits(unitFrom, unitTo)) return null;
  const fromBase = unitsByName.get(unitFrom!)!.toBase!;
  const toBase = unitsByName.get(unitTo!)!.toBase!;
  return roundToThousandths((value * fromBase.factor) / toBase.factor);
}

/**
 * How much a quick − or + changes an amount of `unit`: a portion people take at once, 100 g of
 * what is weighed and a decilitre of what is poured (in the item's own unit: 0.1 kg, 10 cl), and
 * one of anything counted or measured in spoons, cans or packs.
 */
export function quickStepOf(unit: string | null): number {
  const info = unitsByName.get(normaliseUnit(unit) ?? '');
  if (!info?.toBase) return 1;
  return roundToThousandths(100 / info.toBase.factor);
}

/**
 * `added` put onto `held`, in `held`'s unit ("1 l" + "5 dl" = "1.5 l"); null when the units do
 * not add up. A missing amount counts as one of the thing.
 */
export function addQuantities(held: Quantity, added: Quantity): Quantity | null {
  const unit = normaliseUnit(held.unit);
  const converted = convertAmount(added.quantity ?? 1, added.unit, unit);
  if (converted === null) return null;
  return { quantity: roundToThousandths((held.quantity ?? 1) + converted), unit };
}

/** A quantity times a factor (recipes scaling servings); no amount stays no amount. */
export function scaleQuantity(quantity: Quantity, factor: number): Quantity {
  return { ...quantity, quantity: quantity.quantity === null ? null : roundToThousandths(quantity.quantity * factor) };
}
