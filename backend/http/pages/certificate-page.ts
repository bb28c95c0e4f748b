// The public verification page of a certificate (GET /certificates/:id): the facts it states and whether it stands, made on
// the server (no script needed), never indexed; links to the PDF and to the signed credential.
import Router from '@koa/router';
import type { CertificateView } from '@domain/certificates/types';
import { getCertificate } from '@backend/queries/certificates/get-certificate';
import { siteOrigin } from './site-origin';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
main{max-width:40rem;margin:2rem auto;padding:0 1rem}.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
h1{font-size:1.5rem;margin:.25rem 0 1rem}.status{display:inline-block;border-radius:999px;padding:.125rem .75rem;font-weight:600;font-size:.875rem}
.valid{background:#dcfce7;color:#14532d}.revoked{background:#fee2e2;color:#7f1d1d}dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:1rem 0}
dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}a{color:#3730a3}.links{display:flex;flex-wrap:wrap;gap:1rem}`;

export function certificatePage(c: CertificateView | null): string {
  const body = !c
    ? `<h1>Certificate not found</h1><p>No certificate has this address. Check the link or the QR code you were given.</p>`
    : `<p class="status ${c.status}">${c.status === 'valid' ? 'Valid certificate' : `Revoked on ${escape(day(c.revokedAt!))}`}</p>
<h1>Certificate of Internship</h1>
<dl>
<dt>Student</dt><dd>${escape(c.studentName)}</dd>
<dt>Role</dt><dd>${escape(c.role)}</dd>
<dt>Company</dt><dd>${escape(c.companyName)}</dd>
<dt>Dates</dt><dd>${escape(day(c.startedOn))} to ${escape(day(c.endedOn))}</dd>
<dt>Hours</dt><dd>${c.hours}</dd>
<dt>Issued by</dt><dd>${escape(c.issuer)}, ${escape(day(c.issuedAt))}</dd>
</dl>
<p class="links"><a href="/api/certificates/${escape(c.id)}/pdf">Download the PDF</a><a href="/api/certificates/${escape(c.id)}/credential">Signed credential (Open Badges 3.0)</a><a href="/.well-known/jwks.json">Public key</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${c ? 'Certificate of Internship' : 'Certificate not found'} · Internships for Highschoolers</title>
<style>${STYLE}</style></head><body><main><p><a href="/">Internships for Highschoolers</a></p><div class="card">${body}</div></main></body></html>`;
}

/** GET /certificates/:id — a page, not an API route (mounted with the other pages, after the API). */
export function certificatePageRoutes(publicUrl: string | null) {
  const router = new Router();
  router.get('/certificates/:id', async (ctx) => {
    const certificate = await getCertificate(ctx.deps.readStore, ctx.params.id, siteOrigin(ctx, publicUrl));
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-cache');
    ctx.status = certificate ? 200 : 404;
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = certificatePage(certificate);
  });
  return router;
}
