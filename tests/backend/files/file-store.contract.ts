// The contract every FileStore adapter passes, bare and under the résumé sealing (backend/files/resume-files.ts):
// fileStoreContract(name, factory) registers it as one uvu suite (put, get, replace, delete, erase).
import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { KeyStore } from '@backend/events/key-store';
import type { FileStore } from '@backend/files/file-store';
import { createResumeFiles, newFileId, OwnerErasedError } from '@backend/files/resume-files';
import { tinyPdf } from './pdf-fixture';

export interface FileStoreUnderTest {
  files: FileStore;
  keys: KeyStore;
  /** Every byte the adapter keeps for `owner` (files on disk, rows in the table), to search for what must not be there. */
  rawBytesOf(owner: string): Promise<Buffer>;
  close(): Promise<void>;
}

async function* chunksOf(bytes: Buffer, size = 1000): AsyncGenerator<Buffer> {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function* failingAfter(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
  throw new Error('the upload was cut off');
}

const owner = () => randomUUID();

export function fileStoreContract(name: string, factory: () => Promise<FileStoreUnderTest>) {
  const test = suite<{ it: FileStoreUnderTest }>(`file store contract: ${name}`);
  test.before.each(async (ctx) => {
    ctx.it = await factory();
  });
  test.after.each(async (ctx) => {
    await ctx.it.close();
  });

  test('given no file, read answers null and list is empty', async ({ it }) => {
    const who = owner();
    assert.is(await it.files.read(who, newFileId()), null);
    assert.equal(await it.files.list(who), []);
  });

  test('when chunks are written, read answers the same bytes and list names the file', async ({ it }) => {
    const who = owner();
    const bytes = tinyPdf('Bytes kept whole', 70_000);
    const id = newFileId();
    await it.files.write(who, id, chunksOf(bytes, 4096));
    assert.ok((await it.files.read(who, id))!.equals(bytes));
    assert.equal(await it.files.list(who), [id]);
  });

  test('files are per owner, listed in id (time) order, and removed one by one', async ({ it }) => {
    const [one, two] = [owner(), owner()];
    const older = newFileId(Date.now() - 1000);
    const newer = newFileId();
    await it.files.write(one, newer, chunksOf(Buffer.from('newer')));
    await it.files.write(one, older, chunksOf(Buffer.from('older')));
    await it.files.write(two, older, chunksOf(Buffer.from('someone else')));
    assert.equal(await it.files.list(one), [older, newer]);
    await it.files.remove(one, [older, newFileId()]);
    assert.equal(await it.files.list(one), [newer]);
    assert.is((await it.files.read(two, older))!.toString(), 'someone else');
    await it.files.remove(one, [newer]);
    assert.equal(await it.files.list(one), []);
    assert.is(await it.files.read(one, newer), null);
  });

  test('when the chunks fail half-way, nothing is kept and the error is thrown on', async ({ it }) => {
    const who = owner();
    const id = newFileId();
    try {
      await it.files.write(who, id, failingAfter(Buffer.from('half a file')));
      assert.unreachable('the write should fail');
    } catch (error) {
      assert.is((error as Error).message, 'the upload was cut off');
    }
    assert.is(await it.files.read(who, id), null);
    assert.equal(await it.files.list(who), []);
    assert.is((await it.rawBytesOf(who)).length, 0, 'no partial file or row is left behind');
  });

  test('ids that could name a path or break out of a folder are refused', async ({ it }) => {
    for (const bad of ['../etc', 'a/b', '', 'x'.repeat(101)]) {
      try {
        await it.files.write(bad, newFileId(), chunksOf(Buffer.from('x')));
        assert.unreachable(`owner ${bad} should be refused`);
      } catch (error) {
        assert.match((error as Error).message, /not a valid id/);
      }
    }
  });

  test('sealed: put then get gives the PDF back, and the store holds none of its plain bytes', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    const pdf = tinyPdf('Marker Quetzalcoatl Fennimore');
    const { fileId, size } = await resumes.save(who, chunksOf(pdf, 100));
    assert.is(size, pdf.length);
    assert.ok((await resumes.open(who, fileId))!.equals(pdf));
    const raw = await it.rawBytesOf(who);
    assert.ok(raw.length > pdf.length, 'the sealed file is stored');
    assert.not.ok(raw.includes('Quetzalcoatl'), 'the marker is not readable in the store');
    assert.not.ok(raw.includes('%PDF-'), 'nor is the PDF header');
  });

  test('sealed: a replacement discards the files before it, keeps a newer one being written', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    const first = await resumes.save(who, chunksOf(tinyPdf('First')));
    const second = await resumes.save(who, chunksOf(tinyPdf('Second')));
    const third = await resumes.save(who, chunksOf(tinyPdf('Third, still being recorded')));
    assert.is(await resumes.discardOlder(who, second.fileId), 1);
    assert.is(await resumes.open(who, first.fileId), null);
    assert.match((await resumes.open(who, second.fileId))!.toString('latin1'), /Second/);
    assert.equal(await it.files.list(who), [second.fileId, third.fileId]);
  });

  test('sealed: delete (discard up to the current file, inclusive) leaves nothing', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    const { fileId } = await resumes.save(who, chunksOf(tinyPdf('To be removed')));
    assert.is(await resumes.discardOlder(who, fileId, { inclusive: true }), 1);
    assert.is(await resumes.open(who, fileId), null);
    assert.equal(await it.files.list(who), []);
  });

  test('sealed: erase — with the key destroyed the bytes are unreadable; forget removes them; nothing new is taken', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    const { fileId } = await resumes.save(who, chunksOf(tinyPdf('Erased student')));
    await it.keys.destroy(who);
    assert.is(await resumes.open(who, fileId), null, 'unreadable once the key is gone, even while the file is still there');
    assert.is(await resumes.forget(who), 1);
    assert.equal(await it.files.list(who), []);
    assert.is((await it.rawBytesOf(who)).length, 0);
    try {
      await resumes.save(who, chunksOf(tinyPdf('After the erasure')));
      assert.unreachable('an erased student cannot store a file');
    } catch (error) {
      assert.instance(error, OwnerErasedError);
    }
    assert.is(await resumes.forget('not/an id'), 0, 'erasing an account whose id names no file is harmless');
  });

  test('sealed: a student erased while their upload streams in keeps no file', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    await it.keys.getOrCreate(who);
    async function* erasedHalfWay(): AsyncGenerator<Buffer> {
      yield tinyPdf('Half').subarray(0, 100);
      await it.keys.destroy(who);
      yield Buffer.from('the rest');
    }
    try {
      await resumes.save(who, erasedHalfWay());
      assert.unreachable('the save should be refused');
    } catch (error) {
      assert.instance(error, OwnerErasedError);
    }
    assert.equal(await it.files.list(who), []);
  });

  test('sealed: a file changed in the store, or moved to another id, is never answered', async ({ it }) => {
    const resumes = createResumeFiles(it.files, it.keys);
    const who = owner();
    const { fileId } = await resumes.save(who, chunksOf(tinyPdf('Tamper target')));
    const stored = (await it.files.read(who, fileId))!;
    const moved = newFileId(Date.now() + 1000);
    await it.files.write(who, moved, chunksOf(stored));
    stored[stored.length - 20] ^= 1;
    const changed = newFileId(Date.now() + 2000);
    await it.files.write(who, changed, chunksOf(stored));
    for (const id of [moved, changed]) {
      try {
        await resumes.open(who, id);
        assert.unreachable(`${id} should not open`);
      } catch (error) {
        assert.match((error as Error).message, /authenticate|auth/i);
      }
    }
  });

  test.run();
}
