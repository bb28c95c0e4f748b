// Serving the SPA: build-time brotli/gzip copies go to browsers that accept them, hashed assets are immutable for a year,
// index.html is revalidated (no-cache, then 304); and the build plugin that writes those copies.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../helpers/server';
import { precompress } from '../../../web/vite-precompress';

const spa = suite<{ srv: TestServer; dist: string }>('SPA: compressed copies and caching');

const SCRIPT = `console.log(${JSON.stringify('internships '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${'<p>hi</p>'.repeat(200)}</body></html>`;

spa.before(async (ctx) => {
  ctx.dist = mkdtempSync(join(tmpdir(), 'ifh-dist-'));
  mkdirSync(join(ctx.dist, 'assets'));
  const put = (path: string, text: string) => {
    writeFileSync(join(ctx.dist, path), text);
    writeFileSync(join(ctx.dist, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(ctx.dist, `${path}.gz`), gzipSync(text));
  };
  put('assets/index-abc123.js', SCRIPT);
  put('index.html', INDEX);
  ctx.srv = await startTestServer({ config: { webDist: ctx.dist } });
});
spa.after(async (ctx) => {
  await ctx.srv.close();
  rmSync(ctx.dist, { recursive: true, force: true });
});

function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

spa('hashed assets go out as the brotli or gzip copy the browser accepts, immutable for a year', async ({ srv }) => {
  const url = `${srv.url}/assets/index-abc123.js`;
  const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
  assert.is(br.status, 200);
  assert.is(br.headers['content-encoding'], 'br');
  assert.is(brotliDecompressSync(br.body).toString(), SCRIPT);
  assert.match(String(br.headers['content-type']), /javascript/);
  assert.match(String(br.headers['cache-control']), /max-age=31536000/);
  assert.match(String(br.headers['cache-control']), /immutable/);
  assert.match(String(br.headers.vary), /Accept-Encoding/i);
  const gz = await get(url, { 'Accept-Encoding': 'gzip' });
  assert.is(gz.headers['content-encoding'], 'gzip');
  assert.is(gunzipSync(gz.body).toString(), SCRIPT);
  const plain = await get(url, {});
  assert.is(plain.headers['content-encoding'], undefined);
  assert.is(plain.body.toString(), SCRIPT);
});

spa('a page (index.html with its own head) is compressed, never cached unasked, and answers 304 when the copy is current', async ({ srv }) => {
  const first = await get(`${srv.url}/search`, { 'Accept-Encoding': 'br' });
  assert.is(first.status, 200);
  assert.is(first.headers['content-encoding'], 'br');
  const html = brotliDecompressSync(first.body).toString();
  assert.match(html, '<script type="module" src="/assets/index-abc123.js"></script>');
  assert.match(html, '<p>hi</p>'.repeat(200));
  assert.is(first.headers['cache-control'], 'no-cache');
  const etag = String(first.headers.etag);
  assert.ok(etag.length > 2, 'an ETag');
  const again = await get(`${srv.url}/search`, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
  assert.is(again.status, 304);
  assert.is(again.body.length, 0);
  const stale = await get(`${srv.url}/search`, { 'If-None-Match': 'W/"something-else"' });
  assert.is(stale.status, 200);
});

spa('the build plugin writes .br and .gz copies of text files of 1 KB or more, and leaves small and binary files alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-precompress-'));
  try {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'big.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'small.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
    const plugin = precompress() as unknown as { configResolved(c: unknown): void; closeBundle(): void };
    plugin.configResolved({ build: { outDir: dir } });
    plugin.closeBundle();
    assert.is(brotliDecompressSync(readFileSync(join(dir, 'assets', 'big.js.br'))).toString(), SCRIPT);
    assert.is(gunzipSync(readFileSync(join(dir, 'assets', 'big.js.gz'))).toString(), SCRIPT);
    assert.not.ok(existsSync(join(dir, 'assets', 'small.css.br')));
    assert.not.ok(existsSync(join(dir, 'assets', 'photo.png.gz')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

spa.run();
