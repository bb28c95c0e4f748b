// Reads an uploaded PDF as it streams in: counts its bytes and stops at once past the limit (nothing more is read or kept),
// checks by its first bytes that it is a PDF (file-type, and the "%PDF-" header) before anything is passed on, and by its
// last kilobyte that it ends like one ("%%EOF", where readers look for it). Chunks are passed on as they come.
import { fileTypeFromBuffer } from 'file-type';

/** The upload is larger than allowed: refused as soon as the limit is passed. */
export class UploadTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`upload larger than ${limit} bytes`);
  }
}

/** The bytes are not a PDF. */
export class NotAPdfError extends Error {
  constructor(why: string) {
    super(`not a PDF: ${why}`);
  }
}

const HEADER = Buffer.from('%PDF-', 'latin1');
const TRAILER = Buffer.from('%%EOF', 'latin1');
/** file-type reads at most this much of a file's head; a PDF's signature is its first five bytes. */
const HEAD_BYTES = 4100;
/** PDF readers look for %%EOF within the file's last 1,024 bytes (ISO 32000-1, Annex H's implementation note 18). */
const TAIL_BYTES = 1024;

/** Whether `head` (a file's first bytes) is a PDF by its signature, as file-type and the PDF header both say. */
export async function looksLikePdf(head: Uint8Array): Promise<boolean> {
  if (head.length < HEADER.length || !Buffer.from(head.buffer, head.byteOffset, HEADER.length).equals(HEADER)) return false;
  return (await fileTypeFromBuffer(head))?.mime === 'application/pdf';
}

/**
 * The chunks of `source`, checked on the way: throws UploadTooLargeError the moment more than `limit` bytes came, and
 * NotAPdfError when the head or the tail is not a PDF's (the head is checked before the first chunk is passed on).
 */
export async function* checkedPdf(source: AsyncIterable<Uint8Array | string>, limit: number): AsyncGenerator<Buffer> {
  let total = 0;
  let head: Buffer[] | null = [];
  let headBytes = 0;
  let tail = Buffer.alloc(0);
  const take = async function* (chunk: Buffer): AsyncGenerator<Buffer> {
    // Only the last TAIL_BYTES are kept, copied out of the chunk (a big chunk is neither copied whole nor kept alive).
    tail = chunk.length >= TAIL_BYTES ? Buffer.from(chunk.subarray(-TAIL_BYTES)) : Buffer.concat([tail, chunk]).subarray(-TAIL_BYTES);
    yield chunk;
  };
  for await (const piece of source) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    total += chunk.length;
    if (total > limit) throw new UploadTooLargeError(limit);
    if (head) {
      head.push(chunk);
      headBytes += chunk.length;
      if (headBytes < HEAD_BYTES) continue;
      const first = Buffer.concat(head);
      head = null;
      if (!(await looksLikePdf(first.subarray(0, HEAD_BYTES)))) throw new NotAPdfError('its first bytes are not a PDF signature');
      yield* take(first);
      continue;
    }
    yield* take(chunk);
  }
  if (head) {
    const first = Buffer.concat(head);
    if (!(await looksLikePdf(first))) throw new NotAPdfError('its first bytes are not a PDF signature');
    yield* take(first);
  }
  if (!tail.subarray(-TAIL_BYTES).includes(TRAILER)) throw new NotAPdfError('it does not end with %%EOF');
}
