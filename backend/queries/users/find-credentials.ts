// Query: the account a sign-in name belongs to, with its password hash (for the sign-in command's lookup; no route serves it).
import { CREDENTIALS, type Credentials } from '@backend/projections/users/credentials-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function findCredentials(store: ReadStore, login: string): Promise<{ userId: string; passwordHash: string } | null> {
  const key = login.trim().toLowerCase();
  const creds = store.collection<Credentials>(CREDENTIALS);
  const found = (await creds.find({ emailLower: key }, { limit: 1 }))[0] ?? (await creds.find({ usernameLower: key }, { limit: 1 }))[0];
  return found ? { userId: found.id, passwordHash: found.passwordHash } : null;
}

export async function findCredentialsById(store: ReadStore, userId: string): Promise<{ userId: string; passwordHash: string } | null> {
  const found = await store.collection<Credentials>(CREDENTIALS).get(userId);
  return found ? { userId: found.id, passwordHash: found.passwordHash } : null;
}
