/**
 * A recipe's steps are lines of text, one a step. A page's HowToSections ("For the sponge", "For
 * the icing") are kept as a heading line before their own steps: the section's name ending in a
 * colon. The importer writes them with `sectionHeading`; a page that shows steps can tell them
 * with `sectionNameOf` and show them as headings, unnumbered. A short line a person types that
 * ends in a colon ("Make the dressing:") heads the lines after it too, which is how people read it.
 */
export const SECTION_NAME_MAX = 120;

/** The heading line of a section named `name`, cut to `SECTION_NAME_MAX` so it reads back as a heading. */
export function sectionHeading(name: string): string {
  const bare = name.trim().replace(/:$/, '').slice(0, SECTION_NAME_MAX).trimEnd();
  return `${bare}:`;
}

/** The section name a step line heads, or null when it is a step. */
export function sectionNameOf(step: string): string | null {
  const trimmed = step.trim();
  if (!trimmed.endsWith(':') || trimmed.length > SECTION_NAME_MAX + 1 || trimmed.includes('\n')) return null;
  const name = trimmed.slice(0, -1).trim();
  return name ? name : null;
}
