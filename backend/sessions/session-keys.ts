// Session signing keys: SESSION_KEYS, else generated once and kept in DATA_DIR so sessions survive restarts.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../startup-checks';

export function sessionKeys(configured: string[] | null, dataDir: string): string[] {
  if (configured?.length) return configured;
  const file = join(dataDir, 'session-keys.json');
  if (existsSync(file)) {
    let keys: unknown;
    try {
      keys = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      keys = null;
    }
    if (Array.isArray(keys) && keys.length > 0 && keys.every((k) => typeof k === 'string' && k.length >= 16)) return keys as string[];
    throw new StartupError(
      `${file} holds no usable session key: delete it to let the server make a new one (everyone signs in again), or set SESSION_KEYS.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = [randomBytes(32).toString('base64url')];
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
