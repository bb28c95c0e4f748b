// Command LogIn: checks the password against the credentials read model; the session machine throttles repeated failures.
import { verify } from '@node-rs/argon2';
import { unauthorized } from '../../../domain/errors';
import type { PublicUser } from '../../../domain/user';
import type { ReadStore } from '../../projections/read-store';
import { CREDENTIALS, type Credentials } from '../../projections/credentials-projection';
import { getUser } from '../../queries/users/get-user';
import { handleCommand, type CommandContext } from '../command-handler';
import { userDecider, userStream } from './user-decider';

export const INVALID_CREDENTIALS = 'Invalid email or password';

// Verifying against a fixed hash when the account is unknown keeps the answer time the same either way.
let dummyHash: Promise<string> | null = null;
const hashOfNothing = async () => (dummyHash ??= import('@node-rs/argon2').then((a) => a.hash('no account has this password')));

export async function findCredentials(store: ReadStore, login: string): Promise<Credentials | null> {
  const key = login.trim().toLowerCase();
  const creds = store.collection<Credentials>(CREDENTIALS);
  return (await creds.find({ emailLower: key }, { limit: 1 }))[0] ?? (await creds.find({ usernameLower: key }, { limit: 1 }))[0] ?? null;
}

export async function logIn(ctx: CommandContext, store: ReadStore, login: string, password: string): Promise<PublicUser> {
  const creds = await findCredentials(store, login);
  if (!creds) {
    await verify(await hashOfNothing(), password).catch(() => false);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const passwordMatches = await verify(creds.passwordHash, password).catch(() => false);
  const result = await handleCommand(ctx, userStream(creds.id), userDecider, {
    type: 'LogIn',
    data: { userId: creds.id, passwordMatches, at: ctx.now().toISOString() },
  });
  if (result.events[0]?.type !== 'UserSignedIn') throw unauthorized(INVALID_CREDENTIALS);
  const user = await getUser(store, creds.id);
  if (!user) throw unauthorized(INVALID_CREDENTIALS);
  return user;
}
