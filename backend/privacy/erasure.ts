// Erasure of a person (crypto-shredding, DESIGN.md §3.6): their data key is destroyed, so every personal field sealed with it
// — in the log, in its backups, in any replay — reads as a placeholder from then on. The erasure is first written to the
// erasure journal (ids and times only), which restores and starts read so that no backup brings the person back. On the
// embedded store, events written in the clear before personal data was sealed are sealed in place first (as erased: nothing
// kept), and a claim stream named by the person's address is renamed; EventStoreDB cannot rewrite history (docs/backups.md, Erasure).
import { randomUUID } from 'node:crypto';
import type { PersonalDataPolicy } from '@domain/shared/personal-data';
import { emailStream } from '@domain/users/email-claim';
import { userStream } from '@domain/users/decider';
import type { EventStore } from '../events/event-store';
import type { KeyStore } from '../events/key-store';
import { rewriteSqliteHistory } from '../events/sqlite/sqlite-history-rewriter';
import type { ErasureJournal } from './erasure-journal';
import { sealedAsErased, streamOwnedBy } from './plain-history';

export interface Erasure {
  /** Idempotent: erasing an erased person again changes nothing. */
  erase(userId: string): Promise<{ rewritten: number; renamed: number; keyDestroyed: boolean }>;
}

export function createErasure(options: {
  events: EventStore;
  keys: KeyStore;
  policy: PersonalDataPolicy;
  /** The embedded store's file (null with EventStoreDB: history cannot be rewritten there). */
  sqliteFile: string | null;
  /** Where erasures are recorded (none: nothing recorded, e.g. in scripts that only read). */
  journal?: ErasureJournal;
  /** Other places that keep a person's messages (the development mailbox). */
  forget?: (userId: string) => Promise<void>;
  log?: (line: string) => void;
}): Erasure {
  const { events, keys, policy, sqliteFile, journal } = options;
  /** A journal that cannot be written (a volume not mounted) must not stop the erasure itself: it is said, loudly. */
  const record = (userId: string) => {
    try {
      if (journal && !journal.has(userId)) journal.record(userId);
    } catch (error) {
      options.log?.(`erasure of ${userId}: the erasure journal (${journal?.files.join(', ')}) could not be written: ${(error as Error).message}`);
    }
  };
  return {
    async erase(userId) {
      let result = { rewritten: 0, renamed: 0, keyDestroyed: false };
      // Accounts erased before the journal existed are recorded when the erasure reactor meets their deletion again.
      record(userId);
      if ((await keys.get(userId)).state !== 'destroyed') {
        if (sqliteFile) {
          // The address, while it still reads, names the claim stream of before (if there is one).
          const registered = (await events.readStream(userStream(userId))).find((e) => e.type === 'UserRegistered');
          const email = (registered?.data as { email?: string } | undefined)?.email;
          const legacy = email ? emailStream(email) : null;
          const legacyExists = legacy ? (await events.readStream(legacy)).length > 0 : false;
          const erased = (subject: string) => subject === userId;
          const rewrite = rewriteSqliteHistory(sqliteFile, {
            containing: userId,
            transform: (row, via) => sealedAsErased(policy, row, erased, via),
            // A company's postings: edits written before they named the company are sealed with it.
            follow: (row) => streamOwnedBy(policy, row, erased),
            renames: legacy && legacyExists ? [[legacy, `email-erased-${randomUUID()}`]] : [],
          });
          result = { ...result, ...rewrite };
        }
        result.keyDestroyed = await keys.destroy(userId);
      }
      await options.forget?.(userId);
      if (result.rewritten || result.renamed) options.log?.(`erasure of ${userId}: ${result.rewritten} plain event(s) sealed in place, ${result.renamed} renamed`);
      return result;
    },
  };
}
