/** The spellings of a new area's name that its files use (docs/adding-an-area.md). */
export interface Names {
  /** The area: folder, i18n namespace, refusal codes, e2e spec (`habits`, `sleep-logs`). */
  area: { kebab: string; camel: string; pascal: string; label: string };
  /** One thing of the area: API path, id field, live kind, table row (`habit`, `sleepLog`). */
  thing: { kebab: string; camel: string; pascal: string; label: string };
  /** The screaming prefix of the area's bounds (`HABIT`). */
  constant: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

const words = (kebab: string) => kebab.split('-');
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelOf = (kebab: string) =>
  words(kebab)
    .map((word, i) => (i === 0 ? word : capital(word)))
    .join('');
const pascalOf = (kebab: string) => words(kebab).map(capital).join('');
const labelOf = (kebab: string) => capital(words(kebab).join(' '));

/** A plural area name's one thing: `habits` → `habit`, `diaries` → `diary`; else the name itself. */
function singular(kebab: string): string {
  if (kebab.endsWith('ies')) return `${kebab.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(kebab)) return kebab.slice(0, -2);
  if (kebab.endsWith('s') && !kebab.endsWith('ss')) return kebab.slice(0, -1);
  return kebab;
}

/** The names of area `name` (kebab-case, plural) and its thing (`thing`, else the singular). */
export function namesOf(name: string, thing = singular(name)): Names {
  for (const [what, value] of [
    ['area name', name],
    ['thing name', thing],
  ] as const) {
    if (!KEBAB.test(value)) throw new Error(`The ${what} "${value}" must be kebab-case: a-z, 0-9 and single dashes.`);
  }
  if (thing === name) throw new Error(`Give the thing a name of its own: --thing <singular of ${name}>.`);
  const spell = (kebab: string) => ({
    kebab,
    camel: camelOf(kebab),
    pascal: pascalOf(kebab),
    label: labelOf(kebab),
  });
  return { area: spell(name), thing: spell(thing), constant: thing.replaceAll('-', '_').toUpperCase() };
}
