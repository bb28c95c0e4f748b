// Router for certificates (DESIGN.md §4.1): anyone with the unguessable address verifies one — its facts, its PDF
// with a QR code, its Open Badges 3.0 credential signed with the platform's Ed25519 key, and that key (a JWKS); a backend
// admin revokes one.
import Router from '@koa/router';
import { revokeCertificateSchema } from '@domain/applications/completion-schemas';
import { CREDENTIAL_JWT_TYPE, credentialClaims } from '@domain/certificates/open-badge';
import { notFound } from '@domain/shared/errors';
import { revokeCertificate } from '@backend/commands/applications/revoke-certificate';
import { CERTIFICATES, type CertificateDoc } from '@backend/projections/certificates/certificates-projection';
import { getCertificate } from '@backend/queries/certificates/get-certificate';
import type { Context } from 'koa';
import { siteOrigin } from '../pages/site-origin';
import { commandContext } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';
import { backendAdminsOnly } from './admin/admin-guards';

export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const NOINDEX = 'noindex, nofollow';

const base = (ctx: Context) => siteOrigin(ctx, ctx.deps.config.publicUrl);
async function certificateOr404(ctx: Context) {
  const certificate = await getCertificate(ctx.deps.readStore, ctx.params.id, base(ctx));
  if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
  ctx.set('X-Robots-Tag', NOINDEX);
  return certificate;
}

export function certificateRoutes() {
  const router = new Router();

  router.get('/api/certificates/:id', async (ctx) => {
    ctx.body = await certificateOr404(ctx);
  });

  router.get('/api/certificates/:id/pdf', async (ctx) => {
    const certificate = await certificateOr404(ctx);
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `inline; filename="certificate-${certificate.id}.pdf"`);
    // Loaded at the first certificate asked for: the PDF and QR code libraries would otherwise add 150 ms to every start.
    const { certificatePdf } = await import('../../certificates/certificate-pdf');
    ctx.body = Buffer.from(await certificatePdf(certificate));
  });

  // The credential as a VC-JWT (EdDSA); its key is the one at /.well-known/jwks.json.
  router.get('/api/certificates/:id/credential', async (ctx) => {
    const certificate = await certificateOr404(ctx);
    ctx.type = `application/${CREDENTIAL_JWT_TYPE}`;
    ctx.body = await ctx.deps.certificates.sign(credentialClaims(certificate, base(ctx)), CREDENTIAL_JWT_TYPE);
  });

  router.get('/.well-known/jwks.json', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = ctx.deps.certificates.jwks;
  });

  router.post<Validated<typeof revokeCertificateSchema>>('/api/admin/certificates/:id/revoke', backendAdminsOnly(), validate(revokeCertificateSchema), async (ctx) => {
    const doc = await ctx.deps.readStore.collection<CertificateDoc>(CERTIFICATES).get(ctx.params.id);
    if (!doc) throw notFound(CERTIFICATE_NOT_FOUND);
    const { appended } = await revokeCertificate(commandContext(ctx), { applicationId: doc.applicationId, certificateId: doc.id, reason: ctx.state.body.reason });
    await answerWhenProjected(ctx, appended, () => certificateOr404(ctx));
  });

  return router;
}
