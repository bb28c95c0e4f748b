// The answers' compression: a held JSON answer (an object, serialised once) is compressed at once in the encoding the client
// prefers (brotli, else gzip), small ones and no-transform ones go as they are, and a streamed page still goes compressed.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { compressJson } from '@backend/http/middleware/compression';

const test = suite<{ url: string; close: () => void }>('compression');
const BIG = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'A message of a thread, long enough to be worth compressing.' })) };

test.before((ctx) => {
  const app = new Koa();
  app.use(compressJson());
  app.use((k) => {
    if (k.path === '/big') k.body = BIG;
    else if (k.path === '/small') k.body = { ok: true };
    else if (k.path === '/no-transform') {
      k.set('Cache-Control', 'no-transform');
      k.body = BIG;
    } else if (k.path === '/stream') {
      k.type = 'text/html';
      k.body = Readable.from(['<p>', 'streamed '.repeat(500), '</p>']);
    }
  });
  const server = app.listen(0);
  ctx.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx.close = () => server.close();
});
test.after((ctx) => ctx.close());

const get = (url: string, encoding: string) =>
  new Promise<{ encoding?: string; vary: string; body: Buffer }>((resolve) =>
    request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary), body: Buffer.concat(chunks) }));
    }).end(),
  );

test('a held JSON answer: brotli when accepted, else gzip, else as it is; the same JSON every way', async ({ url }) => {
  const br = await get(`${url}/big`, 'gzip, br');
  const gzip = await get(`${url}/big`, 'gzip');
  const plain = await get(`${url}/big`, 'identity');
  assert.equal([br.encoding, gzip.encoding, plain.encoding], ['br', 'gzip', undefined]);
  assert.equal(JSON.parse(brotliDecompressSync(br.body).toString()), BIG);
  assert.equal(JSON.parse(gunzipSync(gzip.body).toString()), BIG);
  assert.equal(JSON.parse(plain.body.toString()), BIG);
  for (const r of [br, gzip, plain]) assert.match(r.vary, /Accept-Encoding/);
});

test('small answers and no-transform answers go as they are; a streamed page is compressed as it streams', async ({ url }) => {
  assert.is((await get(`${url}/small`, 'br')).encoding, undefined);
  assert.is((await get(`${url}/no-transform`, 'br')).encoding, undefined);
  const streamed = await get(`${url}/stream`, 'br');
  assert.is(streamed.encoding, 'br');
  assert.match(brotliDecompressSync(streamed.body).toString(), /^<p>streamed/);
});

test.run();
