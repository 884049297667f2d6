/** Lower case, single spaces, no accents: how names are compared when a person types them. */
export function normalName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether every letter of `typed` appears in `name`, in order ("tgr" in "time groups"). */
function inOrder(typed: string, name: string): boolean {
  let at = 0;
  for (const letter of name) if (letter === typed[at]) at += 1;
  return at === typed.length;
}

const tiers: ((name: string, value: string) => boolean)[] = [
  (name, value) => name === value,
  (name, value) => name.startsWith(value),
  (name, value) => name.includes(value),
  (name, value) => inOrder(value.replace(/ /g, ''), name),
];

/**
 * The names that fit what was typed, best first: equal, then starting with it, then containing it,
 * then containing its letters in order. A blank value fits every name.
 */
export function matchNames(typed: string, names: readonly string[]): string[] {
  const value = normalName(typed);
  const unique = [...new Set(names)];
  if (!value) return unique;
  const seen = new Set<string>();
  for (const fits of tiers) {
    for (const name of unique) if (fits(normalName(name), value)) seen.add(name);
  }
  return [...seen];
}

/** The names of the best way of fitting that any name fits (Tab offers only those): equal or starting with it first. */
export function closestNames(typed: string, names: readonly string[]): string[] {
  const value = normalName(typed);
  const unique = [...new Set(names)];
  if (!value) return unique;
  for (const fits of tiers.slice(1)) {
    const found = unique.filter((name) => fits(normalName(name), value));
    if (found.length > 0) return found;
  }
  return [];
}

/** The longest beginning every name shares (compared without regard to case), in the first name's spelling. */
export function sharedBeginning(names: readonly string[]): string {
  const [first, ...rest] = names;
  if (first === undefined) return '';
  let length = first.length;
  for (const name of rest) {
    let same = 0;
    while (same < length && same < name.length && first[same]!.toLowerCase() === name[same]!.toLowerCase()) same += 1;
    length = same;
  }
  return first.slice(0, length);
}
