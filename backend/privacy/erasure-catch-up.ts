// At every start, everyone the erasure journal names stays erased, whatever was put back since (a backup of the log from before
// their deletion, a key store copied back, a pg_restore): a key still live is destroyed, and an account the restored log still
// holds is deleted again, through the normal command, so it leaves every read model and its address is freed.
import type { PublicUser } from '@domain/users/types';
import type { Appended, CommandContext } from '../commands/command-handler';
import { deleteUser } from '../commands/users/delete-user';
import type { KeyStore } from '../events/key-store';
import type { ReadStore } from '../read-store/read-store';
import { USERS } from '../projections/users/users-projection';
import type { Erasure } from './erasure';
import type { ErasureJournal } from './erasure-journal';

const CHUNK = 200;

export async function catchUpErasures(options: {
  journal: ErasureJournal;
  keys: KeyStore;
  erasure: Erasure;
  readStore: ReadStore;
  /** A system command context: the deletions it appends are the platform's. */
  ctx: CommandContext;
  /** Resolves once the read models have read up to `appended`. */
  projected: (appended: Appended) => Promise<unknown>;
  log: (line: string) => void;
}): Promise<{ keysDestroyed: number; accountsDeleted: number }> {
  const subjects = [...options.journal.subjects().keys()];
  let keysDestroyed = 0;
  let accountsDeleted = 0;
  let last: Appended | null = null;
  for (let i = 0; i < subjects.length; i += CHUNK) {
    const chunk = subjects.slice(i, i + CHUNK);
    const lookups = await Promise.all(chunk.map((subject) => options.keys.get(subject)));
    for (const [j, lookup] of lookups.entries())
      if (lookup.state === 'live' && (await options.erasure.erase(chunk[j])).keyDestroyed) keysDestroyed += 1;
    for (const user of await options.readStore.collection<PublicUser>(USERS).getMany(chunk)) {
      try {
        const { appended } = await deleteUser(options.ctx, user.id);
        if (appended) {
          accountsDeleted += 1;
          last = appended;
        }
      } catch (error) {
        // Another instance deleted it first (PostgreSQL, several instances starting together): it is gone either way.
        options.log(`erasure journal: the account ${user.id} could not be deleted again: ${(error as Error).message}`);
      }
    }
  }
  if (last) await options.projected(last);
  if (keysDestroyed || accountsDeleted)
    options.log(`erasure journal: ${keysDestroyed} data key(s) destroyed again and ${accountsDeleted} account(s) deleted again (erased after the data put back was copied)`);
  return { keysDestroyed, accountsDeleted };
}
