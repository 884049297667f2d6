import type { Catalogue } from './catalogue';

const modules = import.meta.glob<Catalogue>('./locales/*/catalogue.ts', { eager: true, import: 'default' });

/** Every language's whole catalogue at once, by language code, for tests that compare them. */
export function catalogues(): Record<string, Catalogue> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, catalogue]) => [/\.\/locales\/(\w+)\//.exec(file)![1]!, catalogue]),
  );
}
