// Command LogIn: checks the password; the session machine (in the user decider) throttles repeated failures.
import { hash, verify } from '@node-rs/argon2';
import { unauthorized } from '@domain/shared/errors';
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';
import type { CredentialsLookup } from './credentials-lookup';

export const INVALID_CREDENTIALS = 'Invalid email or password';

// Verifying against a fixed hash when the account is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | null = null;
const hashOfNothing = () => (dummyHash ??= hash('no account has this password'));

export async function logIn(
  ctx: CommandContext,
  credentials: CredentialsLookup,
  login: string,
  password: string,
): Promise<{ userId: string; appended: Appended | null }> {
  const account = await credentials.byLogin(login);
  if (!account) {
    await verify(await hashOfNothing(), password).catch(() => false);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const passwordMatches = await verify(account.passwordHash, password).catch(() => false);
  const result = await handleCommand(ctx, userStream(account.userId), userDecider, {
    type: 'LogIn',
    data: { userId: account.userId, passwordMatches, at: ctx.now().toISOString() },
  });
  // The decider refused a locked account (429) already; a success changes the stream only when it resets failures.
  if (!passwordMatches) throw unauthorized(INVALID_CREDENTIALS);
  return { userId: account.userId, appended: result.appended };
}
