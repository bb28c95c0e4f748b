// Verifying a new account's address as its owner does (DESIGN.md §4.5): the link from the development mailbox, posted back.
import * as assert from 'uvu/assert';
import type { TestServer } from './server';
import { client } from './http';
import { waitForMail, type Mail } from './privacy';

/** The token of the verification link in a message's text. */
export function verificationToken(mail: Mail): string {
  const match = /\/verify-email\?token=([A-Za-z0-9._%-]+)/.exec(mail.text);
  assert.ok(match, `a verification link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}

/**
 * Waits for the newest verification e-mail to `email` and opens its link (from a client of its own, like a phone's mail app).
 * `sentBy`: the instances that may have sent it, when several share a database (default: `srv` alone).
 */
export async function openVerificationLink(srv: TestServer, email: string, sentBy: readonly TestServer[] = [srv]): Promise<void> {
  const mail = await waitForMail(
    sentBy.map((s) => s.dataDir),
    (m) => m.kind === 'emailVerification' && m.to.toLowerCase() === email.toLowerCase(),
  );
  const res = await client(srv.url).post('/api/user/verify-email', { token: verificationToken(mail) });
  assert.is(res.status, 200, res.text);
}
