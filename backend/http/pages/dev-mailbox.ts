// /dev/mailbox: the development mailbox (DEV_MAILBOX on, no SMTP configured, NODE_ENV not production) as server-rendered pages —
// the list of messages, newest first, and each message in plain text (links clickable) and HTML (in a sandboxed frame). Its
// mail holds consent links: it answers only requests from this machine's loopback address that came through no proxy.
import type { IncomingMessage } from 'node:http';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import type { MailboxEntry } from '@backend/notifications/transports';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** Plain text with its http(s) links made clickable. */
const linked = (text: string) =>
  escape(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f8fafc;color:#0f172a}
header{background:#fff;border-bottom:1px solid #e2e8f0}header div{max-width:960px;margin:0 auto;padding:14px 16px;display:flex;align-items:center;gap:10px;flex-wrap:wrap}
.brand{font-weight:800;color:#4338ca;text-decoration:none}.tag{font-size:12px;font-weight:600;color:#92400e;background:#fef3c7;border-radius:999px;padding:2px 10px}
main{max-width:960px;margin:0 auto;padding:20px 16px 48px}h1{font-size:26px;font-weight:800;margin:8px 0 4px;letter-spacing:-.01em}p.lead{color:#64748b;margin:0 0 18px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:16px;box-shadow:0 1px 2px rgba(15,23,42,.04)}
ul.list{list-style:none;margin:0;padding:0}ul.list li{border-top:1px solid #f1f5f9}ul.list li:first-child{border-top:0}
ul.list a{display:block;padding:14px 16px;text-decoration:none;color:inherit}ul.list a:hover{background:#f8fafc}
.subject{font-weight:600;color:#0f172a;overflow-wrap:anywhere}.meta{font-size:13px;color:#64748b;margin-top:2px;overflow-wrap:anywhere}
.kind{display:inline-block;font-size:11px;font-weight:600;color:#4338ca;background:#eef2ff;border-radius:999px;padding:1px 8px;margin-left:6px}
.empty{padding:28px 16px;text-align:center;color:#64748b}.back{color:#4338ca;text-decoration:none;font-weight:600;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;padding:16px;font-size:14px}dt{color:#64748b}dd{margin:0;overflow-wrap:anywhere}
h2{font-size:15px;font-weight:700;margin:22px 0 8px}pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;padding:16px;font:14px/1.55 ui-monospace,SFMono-Regular,Menlo,monospace}
pre a{color:#4338ca}iframe{width:100%;height:640px;border:0;border-radius:16px;background:#fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} · Development mailbox</title><style>${STYLE}</style></head>
<body><header><div><a class="brand" href="/">Internships for Highschoolers</a><span class="tag">Development mailbox</span></div></header>
<main>${body}</main></body></html>`;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'];

/** A request made on this machine itself, not relayed by a proxy (a proxy on the same machine also connects from loopback). */
export const fromThisMachine = (req: IncomingMessage): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') && FORWARDED.every((header) => req.headers[header] === undefined);

/** The mailbox's pages for requests from this machine; anyone else goes on down the chain as if it did not exist. */
export function devMailboxForThisMachine(mailbox: { list(): MailboxEntry[]; get(id: string): MailboxEntry | null }): Middleware {
  const routes = devMailboxRoutes(mailbox).routes() as unknown as Middleware;
  return (ctx, next) => (fromThisMachine(ctx.req) ? routes(ctx, next) : next());
}

export function devMailboxRoutes(mailbox: { list(): MailboxEntry[]; get(id: string): MailboxEntry | null }) {
  const router = new Router({ prefix: '/dev/mailbox' });

  router.get('/', (ctx) => {
    const messages = mailbox.list();
    const items = messages
      .map(
        (m) => `<li><a href="/dev/mailbox/${encodeURIComponent(m.id)}"><div class="subject">${escape(m.subject)}<span class="kind">${escape(m.kind)}</span></div>
<div class="meta">To ${escape(m.to)} · ${when(m.at)}</div></a></li>`,
      )
      .join('');
    ctx.type = 'html';
    ctx.body = page(
      'Messages',
      `<h1>Development mailbox</h1><p class="lead">No SMTP server is configured (SMTP_URL), so every e-mail lands here, newest first. Shown only on this machine, and never in production.</p>
<div class="card">${messages.length ? `<ul class="list">${items}</ul>` : '<p class="empty">No messages yet.</p>'}</div>`,
    );
  });

  router.get('/:id', (ctx) => {
    const m = mailbox.get(ctx.params.id);
    ctx.type = 'html';
    if (!m) {
      ctx.status = 404;
      ctx.body = page('Not found', '<p><a class="back" href="/dev/mailbox">← All messages</a></p><h1>Message not found</h1>');
      return;
    }
    ctx.body = page(
      m.subject,
      `<p><a class="back" href="/dev/mailbox">← All messages</a></p><h1>${escape(m.subject)}</h1>
<div class="card"><dl><dt>To</dt><dd>${escape(m.to)}</dd><dt>Sent</dt><dd>${when(m.at)}</dd><dt>Kind</dt><dd>${escape(m.kind)}</dd><dt>Id</dt><dd>${escape(m.id)}</dd></dl></div>
<h2>Plain text</h2><div class="card"><pre data-testid="mail-text">${linked(m.text)}</pre></div>
<h2>HTML</h2><iframe title="HTML version" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escape(m.html.replace('<head>', '<head><base target="_top">'))}"></iframe>`,
    );
  });

  return router;
}
