// The one rule for names people give (first and last names, company names): invisible and control characters are taken out
// (line breaks, tabs, direction overrides such as U+202E, zero-width spaces), runs of spaces become one, and the ends are
// trimmed. Zero-width joiners and non-joiners stay where a script needs them (between letters: Sinhala, Devanagari, Bengali).
import { z } from 'zod';

const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const FORMAT = /\p{Cf}/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const LETTER = /[\p{L}\p{M}]/u;

/** The name as it is kept and shown. */
export function cleanName(value: string): string {
  const chars = Array.from(value);
  const kept = chars.map((c, i) => {
    if (BREAKS.test(c)) return ' ';
    if (!FORMAT.test(c)) return c;
    // A format character goes, but a joiner between two letters of a word stays.
    return JOINERS.has(c) && LETTER.test(chars[i - 1] ?? '') && LETTER.test(chars[i + 1] ?? '') ? c : '';
  });
  return kept.join('').replace(/\s+/gu, ' ').trim();
}

/** A name field: cleaned, then required (`requiredMessage`) and at most `max` characters. */
export const nameField = (requiredMessage: string, max = 100, tooLongMessage = 'Too long') =>
  z
    .string({ error: requiredMessage })
    .transform(cleanName)
    .pipe(z.string().min(1, requiredMessage).max(max, tooLongMessage));

/** An optional name (may be empty): cleaned, at most `max` characters. */
export const optionalNameField = (max = 200, tooLongMessage = 'Too long') => z.string().transform(cleanName).pipe(z.string().max(max, tooLongMessage));
