// The tokens of links sent by e-mail (password reset, e-mail verification): the account's id, so that the link finds its
// stream, and 32 random bytes. Only the token's SHA-256 is ever stored; the token lives in the e-mail and the person's hands.
import { createHash, randomBytes } from 'node:crypto';

/** The stored form of a token: its SHA-256, base64url. */
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/** A new token for the account; `userId` null makes one for nobody (the same work for an unknown address). */
export function newLinkToken(userId: string | null): { token: string; tokenHash: string } {
  const token = `${userId ?? '00000000-0000-0000-0000-000000000000'}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashLinkToken(token) };
}

const ID = /^[A-Za-z0-9-]{1,64}$/;

/** The account a token names, or null when the token is not of the form a link carries. */
export function accountOfLinkToken(token: string): string | null {
  const [userId, secret, ...rest] = token.split('.');
  return userId && secret && !rest.length && ID.test(userId) ? userId : null;
}
