// The global stylesheet's font stacks per language (web/src/styles.css, issue 33): every language written in a script of
// its own names that script's system fonts, after the system's font (which keeps the Latin letters and spaces). Left to
// the browser's fallback, Chromium tried every Latin family for each run of text and chose a serif Sinhala and a Kufi
// Urdu; the first layouts took two to three times English's.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { LOCALES, DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';

const css = readFileSync('web/src/styles.css', 'utf8');

/** The script font each language's stack must name (Android's and Linux's; the stacks also name Windows' and Apple's). */
const SCRIPT_FONT: Record<Exclude<Locale, 'en'>, string> = {
  hi: 'Noto Sans Devanagari',
  bn: 'Noto Sans Bengali',
  ur: 'Noto Nastaliq Urdu',
  ta: 'Noto Sans Tamil',
  si: 'Noto Sans Sinhala',
};

/** The families of `--font-sans` in the rule for `:root:lang(<locale>)`, in order (null: no such rule). */
function stackOf(stylesheet: string, locale: string): string[] | null {
  const rule = new RegExp(`:root:lang\\(${locale}\\)\\s*\\{\\s*--font-sans:\\s*([^;]+);`).exec(stylesheet);
  return rule ? rule[1].split(',').map((family) => family.trim().replace(/^"|"$/g, '')) : null;
}

test('every language with a script of its own names its script font after the system font', () => {
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    const stack = stackOf(css, locale);
    assert.ok(stack, `no font stack for :lang(${locale})`);
    const font = SCRIPT_FONT[locale as keyof typeof SCRIPT_FONT];
    assert.ok(stack!.includes(font), `:lang(${locale}) does not name ${font}`);
    assert.is(stack![0], 'Inter', `:lang(${locale}) starts with ${stack![0]}`);
    assert.ok(stack!.indexOf('system-ui') < stack!.indexOf(font), `:lang(${locale}) names ${font} before system-ui`);
    assert.is(stack!.at(-1), 'sans-serif');
  }
});

test('the check fails on a stack without the script font, or with it before the system font', () => {
  const without = ':root:lang(hi) {\n  --font-sans: "Inter", ui-sans-serif, system-ui, Arial, sans-serif;\n}';
  assert.not.ok(stackOf(without, 'hi')!.includes(SCRIPT_FONT.hi));
  const first = ':root:lang(hi) {\n  --font-sans: "Noto Sans Devanagari", "Inter", system-ui, sans-serif;\n}';
  const stack = stackOf(first, 'hi')!;
  assert.ok(stack.indexOf('system-ui') > stack.indexOf(SCRIPT_FONT.hi));
  assert.is(stackOf(without, 'bn'), null);
});

test.run();
