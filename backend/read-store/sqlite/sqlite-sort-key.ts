// Sort keys of the on-disk read store's sorted indexes: a document's values of an order, as bytes whose plain byte order
// (SQLite compares BLOBs with memcmp) is `compareBy`'s order: missing and null first, then numbers, strings, booleans.
import type { SortKey } from '../read-store';

const NULL = 0x00;
const NUMBER = 0x01;
const STRING = 0x02;
const BOOLEAN = 0x03;

/**
 * One value's bytes. Strings go by UTF-16 code units (JavaScript's `<`), two bytes each, with 0x00 escaped as 0x00 0xFF
 * and ended by 0x00 0x01, so that a prefix sorts first and no encoding is the prefix of another. Numbers are IEEE-754
 * doubles with the sign bit flipped (negative ones wholly inverted): their bytes sort as the numbers do.
 */
function valueBytes(value: unknown, out: number[]) {
  if (value === undefined || value === null) return void out.push(NULL);
  if (typeof value === 'number') {
    const view = new DataView(new ArrayBuffer(8));
    view.setFloat64(0, value === 0 ? 0 : value);
    const bytes = new Uint8Array(view.buffer);
    if (bytes[0] & 0x80) for (let i = 0; i < 8; i++) bytes[i] ^= 0xff;
    else bytes[0] ^= 0x80;
    out.push(NUMBER, ...bytes);
    return;
  }
  if (typeof value === 'boolean') return void out.push(BOOLEAN, value ? 1 : 0);
  out.push(STRING);
  const text = String(value);
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    for (const byte of [unit >> 8, unit & 0xff]) {
      out.push(byte);
      if (byte === 0) out.push(0xff);
    }
  }
  out.push(0x00, 0x01);
}

/** The key of `doc` (or of keyset values) in the order `spec`: descending fields have their bytes inverted. */
export function sortKey(spec: Record<string, 1 | -1>, doc: Record<string, unknown> | Record<string, SortKey>): Buffer {
  const out: number[] = [];
  for (const [field, dir] of Object.entries(spec)) {
    const start = out.length;
    valueBytes(doc[field], out);
    if (dir === -1) for (let i = start; i < out.length; i++) out[i] ^= 0xff;
  }
  return Buffer.from(out);
}
