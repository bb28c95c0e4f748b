// Checking a password: for sign-in (through the throttle) and for the account's own sensitive actions (change it, delete the account).
import { hash, verify } from '@node-rs/argon2';
import { forbidden, invalid, unauthorized } from '@domain/shared/errors';
import { COMPANY_SUSPENDED } from '@domain/moderation/decider';
import { companySuspension } from '@backend/queries/moderation/is-company-suspended';
import type { Deps } from '@backend/deps';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

// Verifying against a fixed hash when the account is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | null = null;
const hashOfNothing = () => (dummyHash ??= hash('no account has this password'));

const matches = (passwordHash: string | null, password: string) =>
  passwordHash ? verify(passwordHash, password).catch(() => false) : hashOfNothing().then((h) => verify(h, password)).then(() => false);

/** The account id when `login` (an e-mail or a username) and `password` match; 401 otherwise, 429 while throttled. */
export async function signIn(deps: Pick<Deps, 'credentials' | 'throttle' | 'readStore'>, login: string, password: string, ip: string): Promise<string> {
  await deps.throttle.check(login, ip);
  const account = await deps.credentials.byLogin(login);
  if (!(await matches(account?.passwordHash ?? null, password)) || !account) {
    await deps.throttle.failed(login, ip);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await deps.throttle.succeeded(login, ip);
  // A company an admin suspended cannot sign in (DESIGN.md §4.2); only the right password learns it, with the admin's note.
  const suspension = await companySuspension(deps.readStore, account.userId);
  if (suspension) throw forbidden(`${COMPANY_SUSPENDED} Note from our team: ${suspension.note}`);
  return account.userId;
}

/** For a signed-in person's sensitive actions: their current password, throttled like a sign-in. */
export async function confirmPassword(deps: Pick<Deps, 'credentials' | 'throttle'>, userId: string, password: string, ip: string, field: string): Promise<void> {
  const key = `user:${userId}`;
  await deps.throttle.check(key, ip);
  const account = await deps.credentials.byUserId(userId);
  if (!account || !(await matches(account.passwordHash, password))) {
    await deps.throttle.failed(key, ip);
    throw invalid(WRONG_CURRENT_PASSWORD, { [field]: WRONG_CURRENT_PASSWORD });
  }
  await deps.throttle.succeeded(key, ip);
}
