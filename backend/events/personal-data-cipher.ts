// Encrypts and decrypts the personal fields of one event's data (AES-256-GCM with the subject's key). The encrypted form is
// self-describing: `$pii` names the subject and every field it took (with the field's kind), so reading never needs the
// policy of the day, and a subject whose key is gone reads as placeholders of the right kind.
import { createCipheriv, createDecipheriv, randomFillSync } from 'node:crypto';
import {
  deletePath,
  ERASED_PLACEHOLDER,
  readPath,
  writePath,
  type PersonalDataPolicy,
  type PersonalFieldKind,
} from '@domain/shared/personal-data';

export const PII_FIELD = '$pii';

export interface Sealed {
  v: 1;
  /** The subject's user id. */
  s: string;
  /** The fields taken out of the data, with their kinds. */
  f: Record<string, PersonalFieldKind>;
  iv?: string;
  ct?: string;
  tag?: string;
  /** The subject was already erased when the event was written: nothing was kept. */
  erased?: true;
}

/** The subject of an event's personal data and the fields it carries (null: nothing personal to seal). */
export function personalFieldsOf(policy: PersonalDataPolicy, type: string, data: unknown): { subject: string; fields: Record<string, PersonalFieldKind> } | null {
  const rule = policy[type];
  if (!rule || data === null || typeof data !== 'object' || PII_FIELD in (data as object)) return null;
  const subject = readPath(data, rule.subject);
  if (typeof subject !== 'string' || !subject) return null;
  const fields: Record<string, PersonalFieldKind> = {};
  for (const [path, kind] of Object.entries(rule.fields)) if (readPath(data, path) !== undefined) fields[path] = kind;
  return Object.keys(fields).length ? { subject, fields } : null;
}

const aad = (eventId: string, subject: string) => Buffer.from(`${eventId}\u0000${subject}`, 'utf8');

/**
 * Random IVs, 12 bytes each, cut from a buffer refilled 1,024 at a time (one call into OpenSSL's generator instead of one per
 * event). Each IV is used once: GCM's random-IV rule (NIST SP 800-38D §8.2.2) holds as with `randomBytes(12)`.
 */
const IV_BYTES = 12;
const ivPool = Buffer.alloc(IV_BYTES * 1024);
let ivOffset = ivPool.length;
function nextIv(): Buffer {
  if (ivOffset === ivPool.length) {
    randomFillSync(ivPool);
    ivOffset = 0;
  }
  ivOffset += IV_BYTES;
  return ivPool.subarray(ivOffset - IV_BYTES, ivOffset);
}

/** The data without the personal fields, and those fields' values (top-level fields in one copy; dotted paths one by one). */
function takeFields(data: object, fields: Record<string, PersonalFieldKind>): { rest: Record<string, unknown>; taken: Record<string, unknown> } {
  const taken: Record<string, unknown> = {};
  const paths = Object.keys(fields);
  if (paths.some((path) => path.includes('.'))) {
    let rest = { ...(data as Record<string, unknown>) };
    for (const path of paths) {
      taken[path] = readPath(data, path);
      rest = deletePath(rest, path);
    }
    return { rest, taken };
  }
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (Object.hasOwn(fields, name)) taken[name] = value;
    else rest[name] = value;
  }
  return { rest, taken };
}

/**
 * The data with its personal fields sealed under `key` (or dropped, for an erased subject: key null), and the JSON that was
 * encrypted (null when nothing was): what `withOpenedFields` puts back, as decrypting would.
 */
export function sealWithPlaintext(
  eventId: string,
  data: object,
  subject: string,
  fields: Record<string, PersonalFieldKind>,
  key: Buffer | null,
): { data: Record<string, unknown>; plaintext: string | null } {
  const { rest, taken } = takeFields(data, fields);
  if (!key) {
    rest[PII_FIELD] = { v: 1, s: subject, f: fields, erased: true } satisfies Sealed;
    return { data: rest, plaintext: null };
  }
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(eventId, subject));
  const plaintext = JSON.stringify(taken);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  rest[PII_FIELD] = {
    v: 1,
    s: subject,
    f: fields,
    iv: iv.toString('base64'),
    ct: ct.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  } satisfies Sealed;
  return { data: rest, plaintext };
}

/** The data with its personal fields sealed under `key` (or dropped, for an erased subject: key null). */
export const seal = (eventId: string, data: object, subject: string, fields: Record<string, PersonalFieldKind>, key: Buffer | null): Record<string, unknown> =>
  sealWithPlaintext(eventId, data, subject, fields, key).data;

/** The sealed part of stored data, if any. */
export const sealedOf = (data: unknown): Sealed | null =>
  data !== null && typeof data === 'object' && PII_FIELD in data ? ((data as Record<string, unknown>)[PII_FIELD] as Sealed) : null;

/** The data as written: the fields decrypted with `key`, or placeholders when the key is gone (null). Throws on tampering. */
export function unseal(eventId: string, data: Record<string, unknown>, sealed: Sealed, key: Buffer | null): Record<string, unknown> {
  if (!key || sealed.erased || !sealed.ct || !sealed.iv || !sealed.tag) {
    const { [PII_FIELD]: _sealed, ...rest } = data;
    let out: Record<string, unknown> = rest;
    for (const [path, kind] of Object.entries(sealed.f)) {
      const placeholder = ERASED_PLACEHOLDER[kind];
      out = writePath(out, path, Array.isArray(placeholder) ? [] : placeholder);
    }
    return out;
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(aad(eventId, sealed.s));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return withOpenedFields(data, sealed, Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString('utf8'));
}

/** Sealed data with its fields put back from the JSON that was encrypted (`sealWithPlaintext`'s, or decrypted). */
export function withOpenedFields(data: Record<string, unknown>, sealed: Sealed, plaintext: string): Record<string, unknown> {
  const { [PII_FIELD]: _sealed, ...rest } = data;
  let out: Record<string, unknown> = rest;
  const plain = JSON.parse(plaintext) as Record<string, unknown>;
  for (const path of Object.keys(sealed.f)) {
    if (path.includes('.')) out = writePath(out, path, plain[path]);
    else out[path] = plain[path];
  }
  return out;
}
