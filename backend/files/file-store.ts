// The FileStore port: opaque files (already sealed by resume-files.ts) kept per owner under ids that sort by time. Adapters:
// on disk under DATA_DIR (the embedded store, and EventStoreDB/MongoDB deployments) and a PostgreSQL table (DATABASE_URL).

export interface FileStore {
  readonly name: string;
  /**
   * Keeps the bytes of `chunks` as file `fileId` of `owner`, consuming them as they come. If the chunks fail (an upload
   * cut off, refused half-way) nothing is kept, and the error is thrown on.
   */
  write(owner: string, fileId: string, chunks: AsyncIterable<Uint8Array>): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(owner: string, fileId: string): Promise<Buffer | null>;
  /** The ids of the owner's files, in id order. */
  list(owner: string): Promise<string[]>;
  /** Removes those files of the owner (missing ones are ignored). */
  remove(owner: string, fileIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** Owner and file ids are ids we made (user ids, fileIdAt's): a name safe as a path segment and a key, or a thrown error. */
export const isFileStoreId = (id: string) => /^[A-Za-z0-9_-]{1,100}$/.test(id);

export function checkedId(id: string): string {
  if (!isFileStoreId(id)) throw new Error(`file store: not a valid id: ${JSON.stringify(id).slice(0, 40)}`);
  return id;
}
