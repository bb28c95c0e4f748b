// Where to go back to after signing in or up (the `redirect` search value): a path of this site only, never another
// origin (no '//host', no 'https:', no backslashes or control characters), never the API or /auth itself.
const BASE = 'https://same-origin.invalid';

export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname === '/auth') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
