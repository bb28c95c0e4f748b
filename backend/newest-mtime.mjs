// When a tree last changed: the newest modification time of a file or folder below a path (build output and packages
// are not looked into). Plain JavaScript: npm start's launcher (start.mjs) runs before any TypeScript can load.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED = new Set(['dist', 'node_modules']);

export function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) if (!SKIPPED.has(entry)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}
