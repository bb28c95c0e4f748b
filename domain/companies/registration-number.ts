// A company's Indian registration number on its application (DESIGN.md §4.2), pure: a GSTIN (15 characters, its last one a
// mod-36 check character, verified), a CIN (21 characters) or an Udyam number (UDYAM-XX-00-0000000).

export const REGISTRATION_KINDS = ['gstin', 'cin', 'udyam'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

export const REGISTRATION_NUMBER_INVALID = 'Enter a GSTIN (15 characters), a CIN (21 characters) or an Udyam number (UDYAM-XX-00-0000000).';
export const GSTIN_CHECK_DIGIT_WRONG = 'This GSTIN is not valid: its last character (the check digit) does not match. Please check the number.';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2-digit state code, a PAN (5 letters, 4 digits, 1 letter), the registration's count (1-9, A-Z), 'Z' by default, the check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z][A-Z0-9][0-9A-Z]$/;
/** Listed or unlisted, industry code, state, year, company type, registration number. */
const CIN_SHAPE = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;
const UDYAM_SHAPE = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;

/**
 * The GSTIN check character of its first 14 characters (the standard mod-36 algorithm): each character's value in 0-9A-Z,
 * times 1 or 2 by turns from the left; each product's quotient and remainder by 36 summed; the check is (36 - sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36];
}

/** How people type them: spaces dropped, upper case. */
export const normalizeRegistrationNumber = (input: string) => input.replace(/\s+/g, '').toUpperCase();

export type RegistrationNumberCheck = { ok: true; kind: RegistrationKind; value: string } | { ok: false; message: string };

export function checkRegistrationNumber(input: string): RegistrationNumberCheck {
  const value = normalizeRegistrationNumber(input);
  if (UDYAM_SHAPE.test(value)) return { ok: true, kind: 'udyam', value };
  if (CIN_SHAPE.test(value)) return { ok: true, kind: 'cin', value };
  if (value.length === 15 && GSTIN_SHAPE.test(value)) {
    return gstinCheckCharacter(value.slice(0, 14)) === value[14] ? { ok: true, kind: 'gstin', value } : { ok: false, message: GSTIN_CHECK_DIGIT_WRONG };
  }
  return { ok: false, message: REGISTRATION_NUMBER_INVALID };
}

/** The kind of a number stored as checked (null when none was given). */
export function registrationKindOf(value: string | null | undefined): RegistrationKind | null {
  if (!value) return null;
  const check = checkRegistrationNumber(value);
  return check.ok ? check.kind : null;
}
