// Students' PDF résumés over a FileStore, sealed with each student's own data key (AES-256-GCM, the key of crypto-shredding:
// backend/events/key-store.ts): the store only ever holds ciphertext, and once the student is erased (key destroyed) their
// bytes are unreadable wherever a copy is; `forget` also removes the files. Sealing runs chunk by chunk as the upload streams.
import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import type { KeyStore } from '@backend/events/key-store';
import { isFileStoreId, type FileStore } from './file-store';
import { increasingClock } from '@backend/increasing-clock';

/** "IFHRES" + format version 1 + reserved byte, then a 12-byte IV, the ciphertext, and the 16-byte GCM tag. */
const MAGIC = Buffer.from('IFHRES\u0001\u0000', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class OwnerErasedError extends Error {
  constructor() {
    super('the owner of this file was erased: nothing of theirs is stored any more');
  }
}

export interface ResumeFiles {
  readonly name: string;
  /** Seals and stores the chunks as a new file of the student; answers its id and its size in plain bytes. */
  save(studentId: string, chunks: AsyncIterable<Uint8Array>): Promise<{ fileId: string; size: number }>;
  /** The plain bytes of the student's file, or null when it is gone, unreadable (the student erased) or not theirs. */
  open(studentId: string, fileId: string): Promise<Buffer | null>;
  /** Removes the student's files older than `fileId` (after a replacement), or also `fileId` itself with `inclusive`. */
  discardOlder(studentId: string, fileId: string, options?: { inclusive?: boolean }): Promise<number>;
  /** Removes every file of the student (erasure). */
  forget(studentId: string): Promise<number>;
  close(): Promise<void>;
}

/** The time of each id made without one: ids made within one millisecond take the next ones. */
const idTime = increasingClock();
/**
 * A new file id: the time first (ids sort as they were made), then randomness. Without `now`, later than every id this
 * process made before, even within one millisecond: a replacement saved right after a file discards it, never the other
 * way round (two saves in one millisecond were ordered by their random parts).
 */
export function newFileId(now?: number): string {
  const stamp = now ?? idTime();
  return `${stamp.toString(36).padStart(10, '0')}-${randomUUID()}`;
}

const aad = (studentId: string, fileId: string) => Buffer.from(`resume\u0000${studentId}\u0000${fileId}`, 'utf8');

export function createResumeFiles(store: FileStore, keys: Pick<KeyStore, 'get' | 'getOrCreate'>): ResumeFiles {
  return {
    name: store.name,
    async save(studentId, chunks) {
      const found = await keys.getOrCreate(studentId);
      if (found.state !== 'live') throw new OwnerErasedError();
      const key = found.key;
      const fileId = newFileId();
      let size = 0;
      async function* sealed(): AsyncGenerator<Buffer> {
        const iv = randomBytes(IV_BYTES);
        const cipher = createCipheriv('aes-256-gcm', key, iv);
        cipher.setAAD(aad(studentId, fileId));
        yield Buffer.concat([MAGIC, iv]);
        for await (const chunk of chunks) {
          size += chunk.byteLength;
          yield cipher.update(chunk);
        }
        yield Buffer.concat([cipher.final(), cipher.getAuthTag()]);
      }
      await store.write(studentId, fileId, sealed());
      // Erased while the upload streamed in: the file goes at once (its key is gone already) rather than outlive the account.
      if ((await keys.get(studentId)).state !== 'live') {
        await store.remove(studentId, [fileId]);
        throw new OwnerErasedError();
      }
      return { fileId, size };
    },
    async open(studentId, fileId) {
      const stored = await store.read(studentId, fileId);
      if (!stored) return null;
      const found = await keys.get(studentId);
      if (found.state !== 'live') return null;
      if (stored.length < MAGIC.length + IV_BYTES + TAG_BYTES || !stored.subarray(0, MAGIC.length).equals(MAGIC))
        throw new Error(`résumé file ${fileId}: not a sealed file`);
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', found.key, iv);
      decipher.setAAD(aad(studentId, fileId));
      decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
      // Throws when the bytes were changed (or belong to another file): never answered as someone's résumé.
      return Buffer.concat([decipher.update(stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES)), decipher.final()]);
    },
    async discardOlder(studentId, fileId, options = {}) {
      const older = (await store.list(studentId)).filter((id) => id < fileId || (options.inclusive && id === fileId));
      await store.remove(studentId, older);
      return older.length;
    },
    async forget(studentId) {
      // Erasure calls it for every account; an id no file could be kept under has none.
      if (!isFileStoreId(studentId)) return 0;
      const all = await store.list(studentId);
      await store.remove(studentId, all);
      return all.length;
    },
    close: () => store.close(),
  };
}
