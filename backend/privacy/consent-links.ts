// Signed, expiring links for a student's guardian: `<studentId>.<requestId>.<expiry in epoch seconds>.<HMAC>`, checked with
// the server's secret; nothing is stored. A link gives or refuses consent for 7 days; withdrawing works with any genuine link
// of the current request, however old (taking consent back must always be possible).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const CONSENT_LINK_DAYS = 7;
const DAY_MS = 24 * 3600_000;
const ID = /^[A-Za-z0-9-]{1,64}$/;

export interface ConsentLink {
  studentId: string;
  requestId: string;
  expiresAt: Date;
}

export interface ConsentLinks {
  /** A link's token for the request made (or resent) at `at`: the same inputs give the same token. */
  issue(studentId: string, requestId: string, at: Date): { token: string; expiresAt: Date };
  /** The token's request when it is genuine (whether expired or not); null when forged or malformed. */
  verify(token: string): ConsentLink | null;
}

export function createConsentLinks(secret: Buffer): ConsentLinks {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload, 'utf8').digest('base64url').slice(0, 32);
  return {
    issue(studentId, requestId, at) {
      const expiresAt = new Date(at.getTime() + CONSENT_LINK_DAYS * DAY_MS);
      const payload = `${studentId}.${requestId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > 300) return null;
      const parts = token.split('.');
      if (parts.length !== 4) return null;
      const [studentId, requestId, expiry, signature] = parts;
      if (!ID.test(studentId) || !ID.test(requestId) || !/^\d{1,12}$/.test(expiry)) return null;
      const expected = Buffer.from(sign(`${studentId}.${requestId}.${expiry}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { studentId, requestId, expiresAt: new Date(Number(expiry) * 1000) };
    },
  };
}
