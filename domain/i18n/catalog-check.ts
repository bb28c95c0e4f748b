// The catalogs' check (CI): every message the server can send has a translation in every language, no translation is
// left over from a message that is gone, and each translation keeps its message's placeholders.
import { placeholdersOf, type DomainMessages } from './translate';

export interface CatalogProblems {
  missing: string[];
  unused: string[];
  placeholders: string[];
}

export function catalogProblems(emitted: readonly string[], catalog: DomainMessages): CatalogProblems {
  const wanted = new Set(emitted);
  const keys = Object.keys(catalog);
  return {
    missing: emitted.filter((text) => !Object.hasOwn(catalog, text)),
    unused: keys.filter((key) => !wanted.has(key)),
    placeholders: keys.filter((key) => placeholdersOf(key).join() !== placeholdersOf(catalog[key]!).join()),
  };
}
