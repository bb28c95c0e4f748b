// The SPA's message catalogs: one folder per area of the app, `web/messages/<area>/<locale>.json`, each key named
// `<area>_…`, so that a screen's texts live together and two areas never edit the same file. Paraglide compiles one
// catalog per language: `mergeCatalogs` writes them (web/.catalogs/<locale>.json, generated) from the areas.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES, type Locale } from '../../domain/i18n/locales.ts';

export type Catalog = Record<string, string>;

export const MESSAGES_DIR = fileURLToPath(new URL('../messages', import.meta.url));
export const MERGED_DIR = fileURLToPath(new URL('../.catalogs', import.meta.url));

/** The areas: the folders of web/messages, in name order. */
export const catalogAreas = (dir = MESSAGES_DIR) =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();

/** One area's texts in one language ({} when the file is missing; the catalog check reports it). */
export function readAreaCatalog(area: string, locale: Locale, dir = MESSAGES_DIR): Catalog {
  const file = join(dir, area, `${locale}.json`);
  if (!existsSync(file)) return {};
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  return messages;
}

/** A language's whole catalog: every area's texts. */
export const readCatalog = (locale: Locale, dir = MESSAGES_DIR): Catalog =>
  Object.assign({}, ...catalogAreas(dir).map((area) => readAreaCatalog(area, locale, dir)));

/** Keys in the wrong area: each key of web/messages/<area>/ must start with `<area>_` (so no two areas share a key). */
export function misplacedKeys(dir = MESSAGES_DIR): string[] {
  return catalogAreas(dir).flatMap((area) =>
    LOCALES.flatMap((locale) =>
      Object.keys(readAreaCatalog(area, locale, dir))
        .filter((key) => !key.startsWith(`${area}_`))
        .map((key) => `${area}/${locale}.json: ${key} does not start with ${area}_`),
    ),
  );
}

/** The newest modification time among the areas and their files (what a compile depends on: an area added or a file removed too). */
export const catalogsMtime = (dir = MESSAGES_DIR) =>
  Math.max(
    statSync(dir).mtimeMs,
    ...catalogAreas(dir).flatMap((area) => [statSync(join(dir, area)).mtimeMs, ...readdirSync(join(dir, area)).map((f) => statSync(join(dir, area, f)).mtimeMs)]),
  );

/** Writes each language's merged catalog for Paraglide (web/.catalogs/<locale>.json). */
export function mergeCatalogs(dir = MESSAGES_DIR, out = MERGED_DIR): void {
  mkdirSync(out, { recursive: true });
  for (const locale of LOCALES)
    writeFileSync(join(out, `${locale}.json`), JSON.stringify({ $schema: 'https://inlang.com/schema/inlang-message-format', ...readCatalog(locale, dir) }, null, 2));
}
