// UUID-shaped ids derived from their parts: the same parts always give the same id (for idempotent writes and natural keys).
import { createHash } from 'node:crypto';

export function deterministicId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
