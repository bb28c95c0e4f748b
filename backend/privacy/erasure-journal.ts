// The erasure journal: who was erased, and when — a user id and a time per line (JSON lines), nothing about the person. The
// erasure appends to it before destroying the key; `npm run restore` and every start read it, so that a backup (or a key copy)
// from before an erasure cannot bring the person back. It is kept in DATA_DIR/erasures.jsonl and, with ERASURE_JOURNAL, in a
// second file that should live on another disk (docs/backups.md, Erasure).
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const ERASURE_JOURNAL_FILE = 'erasures.jsonl';

export interface ErasureRecord {
  subject: string;
  at: string;
}

export interface ErasureJournal {
  /** The files it writes to (each gets every record). */
  readonly files: readonly string[];
  /** Every subject recorded in any of the files, with the earliest time found. */
  subjects(): ReadonlyMap<string, string>;
  /** Whether every file records the subject already. */
  has(subject: string): boolean;
  /** Appends the subject to every file that lacks it (flushed to disk before it returns); throws naming the files it could not. */
  record(subject: string, at?: string): void;
}

/** The journal files of a configuration: DATA_DIR's, and ERASURE_JOURNAL's when set. */
export const erasureJournalFiles = (config: { dataDir: string; erasureJournal: string | null }): string[] => [
  join(config.dataDir, ERASURE_JOURNAL_FILE),
  ...(config.erasureJournal ? [config.erasureJournal] : []),
];

/** The records of one journal file (none when it does not exist); a torn last line (a crash mid-write) is skipped. */
export function readErasureJournal(file: string): ErasureRecord[] {
  if (!existsSync(file)) return [];
  const records: ErasureRecord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    try {
      const { subject, at } = JSON.parse(line) as Partial<ErasureRecord>;
      if (typeof subject === 'string' && subject) records.push({ subject, at: typeof at === 'string' ? at : '' });
    } catch {
      // A line cut short by a crash: the erasure it began is recorded again when it is retried.
    }
  }
  return records;
}

/** Appends and flushes. The folder must exist: a missing one is a volume not mounted, which must not go unnoticed. */
function appendDurably(file: string, line: string): void {
  const fd = openSync(file, 'a', 0o600);
  try {
    writeSync(fd, line);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export function openErasureJournal(files: readonly string[], log?: (line: string) => void): ErasureJournal {
  for (const file of files)
    if (!existsSync(dirname(file))) log?.(`The erasure journal's folder ${dirname(file)} does not exist (a volume not mounted?): erasures cannot be recorded there (docs/backups.md, Erasure).`);
  const perFile = new Map(files.map((file) => [file, new Set(readErasureJournal(file).map((r) => r.subject))]));
  const readAll = () => {
    const all = new Map<string, string>();
    for (const file of files)
      for (const { subject, at } of readErasureJournal(file)) {
        const known = all.get(subject);
        if (known === undefined || (at && at < known)) all.set(subject, at);
      }
    return all;
  };
  return {
    files,
    subjects: readAll,
    has: (subject) => [...perFile.values()].every((subjects) => subjects.has(subject)),
    record(subject, at = new Date().toISOString()) {
      const line = `${JSON.stringify({ subject, at } satisfies ErasureRecord)}\n`;
      const failed: string[] = [];
      for (const [file, subjects] of perFile) {
        if (subjects.has(subject)) continue;
        try {
          appendDurably(file, line);
          subjects.add(subject);
        } catch (error) {
          failed.push(`${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
        }
      }
      // Every file is tried; then what failed is said.
      if (failed.length) throw new Error(`not recorded in ${failed.join('; ')}`);
    },
  };
}
