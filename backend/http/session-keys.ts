// Session signing keys: SESSION_KEYS, else generated once and kept in DATA_DIR so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function sessionKeys(configured: string[] | null, dataDir: string): string[] {
  if (configured?.length) return configured;
  const file = join(dataDir, 'session-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  mkdirSync(dataDir, { recursive: true });
  const keys = [randomBytes(32).toString('base64url')];
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
