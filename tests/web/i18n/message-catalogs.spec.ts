// The SPA's message catalogs (web/messages/<area>/{locale}.json, issue 33): every language has every key English has and no
// other, no text is empty, every {variable} of English is in each translation, and every key is used by some source
// file under web/src (a key nobody uses is a text nobody reads). The checks are functions of the catalogs and sources,
// tested to fail both ways on made-up ones.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, DEFAULT_LOCALE } from '@domain/i18n/locales';
import { type Catalog, misplacedKeys, readCatalog } from '../../../web/build/catalogs.ts';

const SOURCES = 'web/src';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'paraglide') return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(tsx?|jsx?)$/.test(name) ? [path] : [];
  });
}

const variables = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What is wrong between the base catalog and the others: missing, extra or empty keys, variables that differ. */
export function catalogProblems(catalogs: Record<string, Catalog>, base = DEFAULT_LOCALE): string[] {
  const baseKeys = Object.keys(catalogs[base]);
  return Object.entries(catalogs).flatMap(([locale, catalog]) => [
    ...baseKeys.filter((k) => !(k in catalog)).map((k) => `${locale}: missing ${k}`),
    ...Object.keys(catalog).filter((k) => !(k in catalogs[base])).map((k) => `${locale}: ${k} is not in ${base}`),
    ...Object.entries(catalog).filter(([, text]) => !text.trim()).map(([k]) => `${locale}: ${k} is empty`),
    ...baseKeys
      .filter((k) => k in catalog && variables(catalog[k]).join() !== variables(catalogs[base][k]).join())
      .map((k) => `${locale}: ${k} has {${variables(catalog[k]).join(',')}}, ${base} has {${variables(catalogs[base][k]).join(',')}}`),
  ]);
}

/** Keys that no source calls as `m.key(` or names as `m.key`. */
export function unusedKeys(keys: string[], sources: string[]): string[] {
  const text = sources.join('\n');
  return keys.filter((k) => !new RegExp(`\\bm\\.${k}\\b`).test(text));
}

test('every language has exactly the keys English has, none empty, with the same {variables}', () => {
  const catalogs = Object.fromEntries(LOCALES.map((l) => [l, readCatalog(l)]));
  assert.equal(catalogProblems(catalogs), []);
});

test('every key lives in its area: web/messages/<area>/ holds only keys named <area>_…', () => {
  assert.equal(misplacedKeys(), []);
});

test('the area check fails on a key outside its area', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogs-'));
  try {
    mkdirSync(join(dir, 'shell'));
    writeFileSync(join(dir, 'shell', 'en.json'), JSON.stringify({ shell_ok: 'OK', nav_home: 'Home' }));
    assert.equal(misplacedKeys(dir), ['shell/en.json: nav_home does not start with shell_']);
    assert.equal(readCatalog('en', dir), { shell_ok: 'OK', nav_home: 'Home' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every key is used by a source file of the SPA', () => {
  const sources = sourceFiles(SOURCES).map((f) => readFileSync(f, 'utf8'));
  assert.equal(unusedKeys(Object.keys(readCatalog(DEFAULT_LOCALE)), sources), []);
});

test('the checks fail on a missing key, an extra key, an empty text and a lost variable', () => {
  const catalogs = {
    en: { a: 'A', b: 'B {count}' },
    hi: { a: 'अ', c: 'extra' },
    ur: { a: ' ', b: 'ب' },
  };
  assert.equal(catalogProblems(catalogs).sort(), ['hi: c is not in en', 'hi: missing b', 'ur: a is empty', 'ur: b has {}, en has {count}'].sort());
});

test('the check of use fails on a key no source uses, and passes on m.key( and m.key uses', () => {
  assert.equal(unusedKeys(['used_call', 'used_ref', 'unused'], ['{m.used_call()}', 'const f = m.used_ref;', 'm.unused_not']), ['unused']);
});

test.run();
