// The ceiling beside each read figure: a bare Koa server (no middleware) answering the very bytes the app answered.
// Child process of the benchmark: tsx bench/bare-server.ts <answers.json>; prints `listening <port>`.
import Koa from 'koa';
import { readFileSync } from 'node:fs';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, { type: string; body: string }>;
const bodies = new Map(Object.entries(answers).map(([path, a]) => [path, { type: a.type, body: Buffer.from(a.body, 'base64') }]));
const app = new Koa();
app.use((ctx) => {
  // `&v=<n>` makes each URL new for the app's answer cache (see run.ts); the answer is the same.
  const answer = bodies.get(ctx.url.replace(/&v=\d+$/, ''));
  if (!answer) return void (ctx.status = 404);
  ctx.type = answer.type;
  ctx.body = answer.body;
});
const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
