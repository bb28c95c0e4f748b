// The ceiling beside each read figure: a bare Koa server (no middleware) answering the very bytes the app answered.
// Child process of the benchmark: tsx bench/bare-server.ts <answers.json>; prints `listening <port>`.
import Koa from 'koa';
import { readFileSync } from 'node:fs';

const answers = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, { type: string; body: string }>;
const bodies = new Map(Object.entries(answers).map(([path, a]) => [path, { type: a.type, body: Buffer.from(a.body, 'base64') }]));
const app = new Koa();
/** The searches' answers, in the order they were asked: a search the app was never asked before gets one of them. */
const searches = [...bodies.entries()].filter(([path]) => path.startsWith('/api/internships?q=')).map(([, answer]) => answer);
app.use((ctx) => {
  // `&v=<n>` marks a search nobody made before (reads.ts): the bare server answers the n-th search's bytes.
  const v = /&v=(\d+)$/.exec(ctx.url);
  const answer = bodies.get(ctx.url) ?? (v ? searches[Number(v[1]) % searches.length] : undefined);
  if (!answer) return void (ctx.status = 404);
  ctx.type = answer.type;
  ctx.body = answer.body;
});
const server = app.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
