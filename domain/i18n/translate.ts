// Translates the domain's English messages (errors, field messages, notices) into a language through its catalog.
import type { Locale } from './locales';

/**
 * A language's catalog: each English message (SPEC.md's texts, exactly as the server sends them) → its translation.
 * Messages with changing parts are keys with `{name}` placeholders ("You can save up to {MAX_SAVED_SEARCHES} searches");
 * the translation uses the same placeholders.
 */
export type DomainMessages = Readonly<Record<string, string>>;

export const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders of a message, sorted (a translation must have the same ones). */
export const placeholdersOf = (text: string): string[] => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();

type Compiled = { exact: DomainMessages; patterns: { regex: RegExp; names: string[]; translation: string }[] };
const compiledCatalogs = new WeakMap<DomainMessages, Compiled>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalog: DomainMessages): Compiled {
  const cached = compiledCatalogs.get(catalog);
  if (cached) return cached;
  const patterns = Object.entries(catalog)
    .filter(([english]) => /\{\w+\}/.test(english))
    // Longer literal parts first, so "{a} Note from our team: {b}" wins over looser patterns.
    .sort(([a], [b]) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length)
    .map(([english, translation]) => {
      const names: string[] = [];
      const source = english.split(PLACEHOLDER).map((part, i) => (i % 2 ? (names.push(part), '([\\s\\S]+?)') : escapeRegex(part))).join('');
      return { regex: new RegExp(`^${source}$`), names, translation };
    });
  const result = { exact: catalog, patterns };
  compiledCatalogs.set(catalog, result);
  return result;
}

const UNITS: Record<string, 'second' | 'minute' | 'hour' | 'day'> = { second: 'second', minute: 'minute', hour: 'hour', day: 'day' };

// Intl's formats, made once per language and unit (making one costs far more than using it).
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, unit: string | null): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = formats.get(key);
  if (!format)
    formats.set(key, (format = unit ? new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }) : new Intl.NumberFormat(locale, { useGrouping: false })));
  return format;
}

/** A changing part in the language: a message of its own, a number, or a wait ("5 minutes") through Intl. */
function translatePart(value: string, locale: Locale, catalog: DomainMessages): string {
  const wait = /^(\d+) (second|minute|hour|day)s?$/.exec(value);
  if (wait) return numberFormat(locale, UNITS[wait[2]!]!).format(Number(wait[1]));
  if (/^\d+$/.test(value)) return numberFormat(locale, null).format(Number(value));
  return translateMessage(value, locale, catalog);
}

/** `text` in the catalog's language; the English text itself when the catalog has no entry for it (or for English). */
export function translateMessage(text: string, locale: Locale, catalog: DomainMessages | undefined): string {
  if (!catalog || locale === 'en') return text;
  const exact = Object.hasOwn(catalog, text) ? catalog[text] : undefined;
  if (exact !== undefined) return exact;
  for (const { regex, names, translation } of compile(catalog).patterns) {
    const match = regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, translatePart(match[i + 1]!, locale, catalog)]));
    return translation.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}
