// The upload reader: a PDF passes through whole, chunk by chunk; past the limit it stops at once (reading no further);
// bytes that are no PDF (wrong head, no %%EOF at the end) are refused before anything is passed on.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkedPdf, NotAPdfError, UploadTooLargeError } from '@backend/files/pdf-upload';
import { tinyPdf } from './pdf-fixture';

const test = suite('PDF upload reader');

/** A source that counts how many chunks were pulled from it. */
function counted(bytes: Buffer, size: number) {
  const seen = { chunks: 0 };
  async function* source() {
    for (let i = 0; i < bytes.length; i += size) {
      seen.chunks += 1;
      yield bytes.subarray(i, i + size);
    }
  }
  return { seen, source: source() };
}

async function drain(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function refusal(chunks: AsyncIterable<Buffer>): Promise<Error> {
  try {
    await drain(chunks);
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

test('given a PDF in chunks of any size, when read, then the same bytes come out', async () => {
  const pdf = tinyPdf('Chunked', 20_000);
  for (const size of [1, 7, 4100, 65_536]) assert.ok((await drain(checkedPdf(counted(pdf, size).source, 2 * 1024 * 1024))).equals(pdf), `chunks of ${size}`);
});

test('given exactly the limit, when read, then it passes; one byte more is refused', async () => {
  const limit = 50_000;
  assert.is((await drain(checkedPdf(counted(tinyPdf('At the limit', limit), 4096).source, limit))).length, limit);
  assert.instance(await refusal(checkedPdf(counted(tinyPdf('Past the limit', limit + 1), 4096).source, limit)), UploadTooLargeError);
});

test('given far more than the limit, when read, then it stops at the chunk that passes it', async () => {
  const { seen, source } = counted(tinyPdf('Huge', 10 * 1024 * 1024), 64 * 1024);
  assert.instance(await refusal(checkedPdf(source, 2 * 1024 * 1024)), UploadTooLargeError);
  assert.is(seen.chunks, 33, '32 chunks of 64 KiB fill 2 MiB; the 33rd passes it and nothing more is read');
});

test('given bytes that are no PDF, when read, then they are refused before any chunk is passed on', async () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(10_000)]);
  for (const bytes of [png, Buffer.from('just some text, not a PDF at all'), Buffer.alloc(0), Buffer.from('%PDF')]) {
    let passed = 0;
    try {
      for await (const _chunk of checkedPdf(counted(bytes, 1000).source, 1_000_000)) passed += 1;
      assert.unreachable('should be refused');
    } catch (error) {
      assert.instance(error, NotAPdfError);
    }
    assert.is(passed, 0);
  }
});

test('given a PDF header on a file cut short (no %%EOF at its end), when read, then it is refused', async () => {
  const cut = tinyPdf('Cut short', 20_000).subarray(0, 15_000);
  assert.instance(await refusal(checkedPdf(counted(cut, 4096).source, 1_000_000)), NotAPdfError);
});

test.run();
