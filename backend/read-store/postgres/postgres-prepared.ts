// The PostgreSQL read store's reads as named prepared statements: each connection parses and plans a text once, after
// which PostgreSQL may run it on a generic plan. A search's page and count were parsed and planned afresh each time,
// 1.3–1.5 ms of the database's CPU each, more than running them took (about 1 ms).
import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Beyond this many distinct texts, statements go unnamed (each connection keeps every statement it has prepared). */
const NAMED_MAX = 2_000;
const names = new Map<string, string>();

/** The statement with a name of its own text (the same text, the same name, on every connection and store). */
export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined && names.size < NAMED_MAX) names.set(text, (name = `rs_${createHash('sha1').update(text).digest('base64url')}`));
  return name === undefined ? { text, values } : { name, text, values };
}
