// Events written in the clear (before personal data was sealed) of erased people, sealed in place as erased: the rules the
// erasure of one person and a restore (for everyone the erasure journal names) share. A company's early internship edits do
// not name the company: they belong to the company whose posting opened their stream.
import { randomUUID } from 'node:crypto';
import { readPath, type PersonalDataPolicy, type PersonalFieldKind } from '@domain/shared/personal-data';
import { EMAIL_CLAIM_PREFIX } from '@domain/users/email-claim';
import { seal, sealedOf } from '../events/personal-data-cipher';
import { rewriteSqliteHistory, type HistoryRow } from '../events/sqlite/sqlite-history-rewriter';

/** Whose personal data a stored row holds: its sealed part's subject, or its rule's subject field when written in the clear. */
export function subjectOfRow(policy: PersonalDataPolicy, row: HistoryRow): string | null {
  const sealed = sealedOf(row.data);
  if (sealed) return sealed.s;
  const rule = policy[row.type];
  const subject = rule ? readPath(row.data, rule.subject) : undefined;
  return typeof subject === 'string' && subject ? subject : null;
}

/**
 * The row's data with its plain personal fields sealed as erased (nothing kept), when they belong to an erased subject; null
 * to leave the row. A row that does not name its subject takes the subject of `via`, the row whose stream it is in.
 */
export function sealedAsErased(policy: PersonalDataPolicy, row: HistoryRow, erased: (subject: string) => boolean, via?: HistoryRow): object | null {
  const rule = policy[row.type];
  if (!rule || row.data === null || typeof row.data !== 'object' || sealedOf(row.data)) return null;
  const named = readPath(row.data, rule.subject);
  const subject = named === undefined || named === null ? (via ? subjectOfRow(policy, via) : null) : named;
  if (typeof subject !== 'string' || !subject || !erased(subject)) return null;
  const fields: Record<string, PersonalFieldKind> = {};
  for (const [path, kind] of Object.entries(rule.fields)) if (readPath(row.data, path) !== undefined) fields[path] = kind;
  return Object.keys(fields).length ? seal(row.id, row.data, subject, fields, null) : null;
}

/** The row's stream, when the row is an erased subject's: its other rows are looked at too (see sealedAsErased's `via`). */
export const streamOwnedBy = (policy: PersonalDataPolicy, row: HistoryRow, erased: (subject: string) => boolean): string | null => {
  const subject = subjectOfRow(policy, row);
  return subject && erased(subject) ? row.stream : null;
};

/**
 * Seals in place every plain personal field of the `erased` subjects in an embedded log, in one pass over the rows written in
 * the clear, and renames the claim streams of before that are named by their addresses (as the erasure does for one person).
 */
export function sealPlainHistoryOf(file: string, policy: PersonalDataPolicy, erased: ReadonlySet<string>): { rewritten: number; renamed: number } {
  const isErased = (subject: string) => erased.has(subject);
  // A claim of before lives in `email-<address>` (claims since in `email-<HMAC>`, which names nobody): such a stream is
  // renamed when everyone who ever claimed the address in it is erased.
  const claimants = new Map<string, string[]>();
  return rewriteSqliteHistory(file, {
    transform: (row, via) => {
      if (row.type === 'EmailClaimed' && row.stream.startsWith(EMAIL_CLAIM_PREFIX) && row.stream.includes('@')) {
        const subject = subjectOfRow(policy, row);
        if (subject) claimants.set(row.stream, [...(claimants.get(row.stream) ?? []), subject]);
      }
      return sealedAsErased(policy, row, isErased, via);
    },
    follow: (row) => streamOwnedBy(policy, row, isErased),
    renames: () => [...claimants].filter(([, subjects]) => subjects.every(isErased)).map(([stream]) => [stream, `email-erased-${randomUUID()}`] as const),
  });
}
