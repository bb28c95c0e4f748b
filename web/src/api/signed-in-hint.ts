// Reads the server's "signed in" hint cookie (no secret: only whether a session was made), so a visitor's page knows
// there is no session without a GET /api/user that would answer 401.
export const SIGNED_IN_HINT_COOKIE = 'ifh.signedin';

export function hasSignedInHint(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT_COOKIE}=1`);
}
