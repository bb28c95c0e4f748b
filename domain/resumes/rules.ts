// The rules of an uploaded PDF résumé (DESIGN.md §4.0): at most 2 MB, a PDF by its bytes, a file name safe to send back.
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_TOO_LARGE = 'Your résumé can be at most 2 MB';
export const NOT_A_PDF = 'Please upload a PDF file';
export const NO_RESUME = 'No résumé';
export const DEFAULT_RESUME_NAME = 'resume.pdf';
export const RESUME_PDF_TYPE = 'application/pdf';
/** At most this many characters of the name are kept (".pdf" included). */
const NAME_MAX = 100;

/**
 * The name a student's file is kept and sent back under: the last path segment of what the client said (X-File-Name,
 * percent-encoded or not), without control characters, quotes, slashes or anything a header or a file system could take
 * for syntax, trimmed to 100 characters and ending in ".pdf"; "resume.pdf" when nothing usable is left.
 */
export function safeResumeName(given: string | null | undefined): string {
  let name = given ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: taken as it is.
  }
  name = name.split(/[\\/]/).pop() ?? '';
  name = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"*:<>?|;%]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const stem = name.replace(/\.pdf$/i, '').replace(/^[.\s]+/, '').trim();
  if (!stem) return DEFAULT_RESUME_NAME;
  return `${[...stem].slice(0, NAME_MAX - 4).join('').trim()}.pdf`;
}

/** An ASCII-only stand-in of a safe name, for the plain `filename=` of Content-Disposition (RFC 6266). */
export const asciiResumeName = (safe: string): string => {
  const ascii = safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/[\\"]/g, '').trim();
  return /^\.?pdf$/i.test(ascii) || !ascii.replace(/\.pdf$/i, '').trim() ? DEFAULT_RESUME_NAME : ascii;
};
