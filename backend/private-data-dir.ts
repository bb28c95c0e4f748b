// DATA_DIR holds keys, personal data, sessions and mail: only the server's own user may read it. Files are made 0600 and
// folders 0700 by a umask of 077 for the whole process (the one lever that also reaches the files SQLite makes by itself:
// -wal, -shm, journals), set by the server and every command line tool before they touch DATA_DIR; what an earlier version left
// open is closed at start.
import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { isMainThread } from 'node:worker_threads';

export const PRIVATE_UMASK = 0o077;
const GROUP_OR_OTHER = 0o077;
const STICKY = 0o1000;

/** Whether this process may tighten the entry: its own, and not a shared folder such as /tmp (sticky). */
const ours = (stat: Stats) => (typeof process.getuid !== 'function' || stat.uid === process.getuid()) && (stat.mode & STICKY) === 0;

/** Takes group and other permissions off `path` and everything under it (symbolic links are left alone); counts the changes. */
function tighten(path: string, failures: string[]): number {
  let stat: Stats;
  try {
    stat = lstatSync(path);
  } catch {
    return 0;
  }
  if (stat.isSymbolicLink() || !ours(stat)) return 0;
  let changed = 0;
  if ((stat.mode & GROUP_OR_OTHER) !== 0) {
    try {
      chmodSync(path, stat.mode & 0o7700);
      changed += 1;
    } catch (error) {
      failures.push(`${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
  }
  if (!stat.isDirectory()) return changed;
  let names: string[];
  try {
    names = readdirSync(path);
  } catch {
    return changed;
  }
  for (const name of names) changed += tighten(join(path, name), failures);
  return changed;
}

/**
 * Sets the process's umask to 077, makes DATA_DIR (0700) if it is missing, and takes group and other permissions off what is
 * already there. Answers how many entries were tightened and which could not be. A DATA_DIR that cannot be made is left to
 * the start-up check, which says so in one line (startup-checks.ts).
 */
export function keepDataDirPrivate(dataDir: string): { tightened: number; failures: string[] } {
  // Worker threads share the process's umask but may not set it.
  if (isMainThread) process.umask(PRIVATE_UMASK);
  const failures: string[] = [];
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch {
    return { tightened: 0, failures };
  }
  return { tightened: tighten(dataDir, failures), failures };
}

/** The same, for a command line tool: a line on stderr when something could not be tightened. */
export function keepDataDirPrivateOrSay(dataDir: string, say: (line: string) => void = (line) => console.error(line)): void {
  const { tightened, failures } = keepDataDirPrivate(dataDir);
  if (tightened) say(`Took group and other permissions off ${tightened} file(s) or folder(s) in ${dataDir}.`);
  if (failures.length) say(`Could not take group and other permissions off (not this user's?): ${failures.join(', ')}`);
}
