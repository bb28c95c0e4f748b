// Contact details in a message's text (DESIGN.md §4.1): phone numbers as libphonenumber-js validates them for the students'
// countries (India, Bangladesh, Pakistan, Sri Lanka) or written internationally, e-mail addresses (also "name at mail dot
// com"), and links to messaging apps. Messages to or from a student under 18 may carry none: contact happens on the platform.
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';

export const CONTACT_DETAILS_REFUSED = "For your safety, contact details can't be shared in messages with students under 18.";

export type ContactDetailKind = 'phone' | 'email' | 'messaging-link';

/** Where the students are: a number written the way one of these countries writes it is found without its +code. */
const STUDENT_COUNTRIES: readonly CountryCode[] = ['IN', 'BD', 'PK', 'LK'];

/** An address: its local part may hold any of RFC 5322's characters (o'brien@…, a+b@…). */
const EMAIL = /[^\s@<>()[\]",;:]+@[^\s@<>()[\]"',;:]+\.[a-z]{2,}/i;
const TLD = '(?:com|in|net|org|co|pk|bd|lk|edu|me|io)\\b';
/** An address spelled out to slip past the plain form: `name (at) mail (dot) com`, `name at mail dot com`, `name @ mail . com`. */
const SPELLED_EMAIL = [
  new RegExp(`\\b[\\w.+-]+\\s*[([{]?\\s*at\\s*[)\\]}]?\\s*[\\w-]+\\s*[([{]?\\s*dot\\s*[)\\]}]?\\s*${TLD}`, 'i'),
  new RegExp(`[\\w.+-]+\\s*@\\s*[\\w-]+\\s*\\.\\s*${TLD}`, 'i'),
];
/** Links (with or without a scheme) that open a private chat outside the platform. */
const MESSAGING_LINK =
  /\b(?:wa\.me|(?:chat|api|web)\.whatsapp\.com|whatsapp\.com\/|t\.me|telegram\.(?:me|dog)|signal\.(?:me|group)|m\.me|messenger\.com|instagram\.com|instagr\.am|snapchat\.com|discord\.(?:gg|com\/invite)|line\.me|viber\.com|imo\.im|ig\.me)\b/i;

/** Dates and times of day, which the finder would otherwise join with a number beside them into one long "phone number". */
const DATE_OR_TIME = /\b(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}|\d{1,2}:\d{2}(?::\d{2})?)\b/g;
/** Every mobile number of the four countries has at least this many digits after its trunk 0 (Sri Lanka's, 9). */
const MIN_DIGITS = 9;

/** Digits in groups joined by short separators: "98765 43210", "0300-123 4567", "9 8 7 6 5 4 3 2 1 0". */
const DIGIT_GROUPS = /\+?\d+(?:[\s.()-]{1,3}\d+)*/g;
/** The longest number anyone dials with its country code. */
const MAX_DIGITS = 13;

/** Past this many numbers tried in one text, it is taken to hold one: a text of hundreds of digit groups is refused, not parsed for long. */
const MAX_TRIES = 400;

/**
 * Whether a span of whole consecutive digit groups of a dialable length is a valid number of the students' countries (or,
 * after a +, of any): libphonenumber-js says which. Its own finder reads each run of groups as one candidate, so a number
 * followed by another figure ("98765 43210 1 more") escaped it, and on a text of many digit groups it took 0.1–0.3 s.
 */
function hasPhoneNumber(text: string): boolean {
  let tries = 0;
  for (const run of text.replace(DATE_OR_TIME, ' · ').match(DIGIT_GROUPS) ?? []) {
    const groups = run.split(/[\s.()-]+/).filter(Boolean);
    for (let i = 0; i < groups.length; i++) {
      let digits = '';
      for (let j = i; j < groups.length; j++) {
        digits += groups[j];
        const length = digits.length - (digits.startsWith('+') ? 1 : 0);
        if (length > MAX_DIGITS) break;
        if (length < MIN_DIGITS) continue;
        if ((tries += 1) > MAX_TRIES || STUDENT_COUNTRIES.some((country) => isValidPhoneNumber(digits, country))) return true;
      }
    }
  }
  return false;
}

/** The kinds of contact details in `text` (none: an empty list), each named once. */
export function contactDetailsIn(text: string): ContactDetailKind[] {
  const found: ContactDetailKind[] = [];
  if (hasPhoneNumber(text)) found.push('phone');
  if (EMAIL.test(text) || SPELLED_EMAIL.some((form) => form.test(text))) found.push('email');
  if (MESSAGING_LINK.test(text)) found.push('messaging-link');
  return found;
}
