// The application id of a (student, internship) pair: deterministic and UUID-shaped, so applying twice lands on the same stream.
import { createHash } from 'node:crypto';

export function applicationIdFor(studentId: string, internshipId: string): string {
  const h = createHash('sha256').update(`${studentId}\u0000${internshipId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
