// Router for a student's PDF résumé (DESIGN.md §4.0): upload it once (PUT /api/user/resume, the raw PDF as the body,
// streamed to the file store while counted and checked), fetch or remove it; and the bytes behind an application for the
// student and for the company of its internship while the student's data may be shared.
import Router from '@koa/router';
import type { Context } from 'koa';
import { DomainError, invalid, notFound } from '@domain/shared/errors';
import { asciiResumeName, NO_RESUME, NOT_A_PDF, RESUME_MAX_BYTES, RESUME_PDF_TYPE, RESUME_TOO_LARGE, safeResumeName } from '@domain/resumes/rules';
import { recordResumeUpload } from '@backend/commands/resumes/record-resume-upload';
import { removeResume } from '@backend/commands/resumes/remove-resume';
import { NotAPdfError, UploadTooLargeError, checkedPdf } from '@backend/files/pdf-upload';
import { OwnerErasedError } from '@backend/files/resume-files';
import type { Allowance } from '@backend/limits/account-limits';
import type { Limiters } from '@backend/limits/limiter-store';
import type { ResumeDoc } from '@backend/projections/resumes/resumes-projection';
import { applicationResume } from '@backend/queries/resumes/application-resume';
import { resumeDocOf, resumePdfOf } from '@backend/queries/resumes/resume-pdf-of';
import { perAccountLimit } from '../middleware/account-limits';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected, projected } from '../middleware/read-your-writes';

export const ONLY_STUDENTS_UPLOAD = 'Only students can upload a résumé';
/** Far above a student replacing a résumé a few times while polishing it; far below a script's pace. */
export const RESUME_UPLOADS: readonly Allowance[] = [{ points: 20, seconds: 24 * 3600 }];
export const TOO_MANY_RESUME_UPLOADS = 'Too many résumé uploads from this account.';

const RESUME_PATH = '/api/user/resume';
export const UPLOAD_CUT_OFF = 'The upload was cut off before it ended. Please try again.';

/**
 * The one mutation whose body is not JSON (app.ts lets it past its JSON-only rule): PUT /api/user/resume, whose body is
 * the PDF itself. It cannot come from a cross-site form (forms only GET and POST); a script elsewhere needs CORS, which
 * this API never grants. Its route answers 415 for any other Content-Type than application/pdf.
 */
export const isResumeUpload = (method: string, path: string) => method === 'PUT' && path === RESUME_PATH;

const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_UPLOAD });

const notAPdf = (ctx: Context) => {
  ctx.status = 415;
  ctx.body = { message: NOT_A_PDF };
};
const tooLarge = () => new DomainError('too_large', RESUME_TOO_LARGE);

/** Sends a résumé's bytes as a download: never shown inline, never cached, never sniffed as anything but a PDF. */
async function sendResume(ctx: Context, doc: ResumeDoc | null): Promise<void> {
  const bytes = doc && (await ctx.deps.resumes.open(doc.id, doc.fileId));
  if (!doc || !bytes) throw notFound(NO_RESUME);
  ctx.set({
    'Content-Type': RESUME_PDF_TYPE,
    'Content-Disposition': `attachment; filename="${asciiResumeName(doc.fileName)}"; filename*=UTF-8''${encodeURIComponent(doc.fileName)}`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  ctx.body = bytes;
}

export function resumeRoutes(limiters: Limiters) {
  const router = new Router({ prefix: '/api' });
  const uploadsLimit = perAccountLimit(limiters, 'resume_uploads', RESUME_UPLOADS, TOO_MANY_RESUME_UPLOADS);

  // The body is read here, chunk by chunk, straight into the sealed file store: refused at once past 2 MB (a declared
  // Content-Length past it before a byte is read), and as soon as its first bytes show it is no PDF.
  router.put('/user/resume', studentsOnly(), uploadsLimit, async (ctx) => {
    const studentId = currentUser(ctx.state).id;
    if (ctx.request.type !== RESUME_PDF_TYPE) return notAPdf(ctx);
    if ((ctx.request.length ?? 0) > RESUME_MAX_BYTES) throw tooLarge();
    const fileName = safeResumeName(ctx.get('X-File-Name'));
    let saved: { fileId: string; size: number };
    try {
      saved = await ctx.deps.resumes.save(studentId, checkedPdf(ctx.req, RESUME_MAX_BYTES));
    } catch (error) {
      if (error instanceof UploadTooLargeError) throw tooLarge();
      if (error instanceof NotAPdfError) return notAPdf(ctx);
      if (error instanceof OwnerErasedError) throw notFound('Account not found');
      // The client went away mid-upload: nothing was kept, and nobody is left to read an answer (not a server fault).
      if (ctx.req.readableAborted || (error as { code?: string }).code === 'ECONNRESET') throw invalid(UPLOAD_CUT_OFF);
      throw error;
    }
    const { appended, currentFileId } = await recordResumeUpload(commandContext(ctx), studentId, { ...saved, fileName });
    // The files before the current one go (a newer upload still being written is kept: its id sorts after).
    if (currentFileId) await ctx.deps.resumes.discardOlder(studentId, currentFileId);
    await answerWhenProjected(ctx, appended, () => resumePdfOf(ctx.deps.readStore, studentId));
  });

  router.get('/user/resume', studentsOnly(), async (ctx) => {
    await sendResume(ctx, await resumeDocOf(ctx.deps.readStore, currentUser(ctx.state).id));
  });

  router.delete('/user/resume', studentsOnly(), async (ctx) => {
    const studentId = currentUser(ctx.state).id;
    const { appended, removedFileId } = await removeResume(commandContext(ctx), studentId);
    if (removedFileId) await ctx.deps.resumes.discardOlder(studentId, removedFileId, { inclusive: true });
    await projected(ctx.deps, appended);
    ctx.status = 204;
  });

  // The student who owns the application, or its internship's company while consent allows sharing; 404 for anyone else.
  router.get('/applications/:id/resume', requireUser(), async (ctx) => {
    const user = currentUser(ctx.state);
    const doc = await applicationResume(ctx.deps.readStore, ctx.params.id, user, { consentMode: ctx.deps.config.parentalConsent });
    await sendResume(ctx, doc);
  });

  return router;
}
