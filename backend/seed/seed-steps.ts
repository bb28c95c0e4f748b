// Seeding steps that a resumed seeding can run again: each writes under an id derived from its natural key, and skips
// what an interrupted earlier run already wrote.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { ApplicationStatus } from '@domain/applications/types';
import { blogPostStream } from '@domain/blog/decider';
import { consentDecider, consentStream } from '@domain/consent/decider';
import type { ParentalConsentMode } from '@domain/consent/sharing';
import { companyRequestDecider, companyRequestStream } from '@domain/companies/decider';
import type { CompanyApplication } from '@domain/companies/schemas';
import { internshipStream } from '@domain/internships/decider';
import type { NewInternship } from '@domain/internships/schemas';
import { userDecider, userStream } from '@domain/users/decider';
import type { OnboardingProfile } from '@domain/users/schemas';
import { setApplicationStatus } from '../commands/applications/set-application-status';
import { submitApplication } from '../commands/applications/submit-application';
import { applicationIdFor } from '../commands/applications/application-id';
import { createBlogPost, type NewBlogPost } from '../commands/blog/create-blog-post';
import { loadState, type Appended, type CommandContext } from '../commands/command-handler';
import { decideCompanyRequest } from '../commands/companies/decide-company-request';
import { submitCompanyRequest } from '../commands/companies/submit-company-request';
import { postInternship } from '../commands/internships/post-internship';
import { answerConsent } from '../commands/consent/answer-consent';
import { requestConsent } from '../commands/consent/request-consent';
import { completeStudentProfile } from '../commands/users/complete-student-profile';
import { registerUser, type NewUser } from '../commands/users/register-user';
import { markEmailVerified } from '../commands/email-verification/mark-email-verified';
import { deterministicId } from '../events/deterministic-id';

export const seedId = (kind: string, key: string) => deterministicId('seed', kind, key.toLowerCase());
const exists = async (ctx: CommandContext, stream: string) => (await ctx.events.readStream(stream)).length > 0;

export async function seedUser(ctx: CommandContext, user: Omit<NewUser, 'userId'>): Promise<string> {
  const userId = seedId('user', user.email);
  if (!(await exists(ctx, userStream(userId)))) await registerUser(ctx, { ...user, userId });
  // The platform made the account and knows its address (the demo people, the backend admins): it is verified.
  await markEmailVerified(ctx, userId);
  return userId;
}

export async function seedProfile(ctx: CommandContext, userId: string, profile: OnboardingProfile): Promise<void> {
  const stream = await ctx.events.readStream(userStream(userId));
  if (!stream.some((e) => e.type === 'StudentProfileCompleted')) await completeStudentProfile(ctx, userId, profile);
}

export async function seedCompanyRequest(ctx: CommandContext, companyId: string, form: CompanyApplication): Promise<string> {
  const requestId = seedId('request', companyId);
  if (!(await exists(ctx, companyRequestStream(requestId)))) await submitCompanyRequest(ctx, companyId, form, requestId);
  return requestId;
}

/** Approves a seeded request unless it is decided already; answers where the decision landed (or null). */
export async function seedApproval(ctx: CommandContext, requestId: string): Promise<Appended | null> {
  const request = await loadState(ctx, companyRequestStream(requestId), companyRequestDecider);
  if (request.status !== 'pending') return null;
  return (await decideCompanyRequest(ctx, { requestId, decision: 'approved' })).appended;
}

export async function seedInternship(ctx: CommandContext, companyId: string, key: string, internship: NewInternship): Promise<string> {
  const internshipId = seedId('internship', key);
  if (!(await exists(ctx, internshipStream(internshipId)))) await postInternship(ctx, companyId, internship, internshipId);
  return internshipId;
}

/** A parental consent request (once), given by the guardian through the link when `give` (a request of another time is left). */
export async function seedConsent(ctx: CommandContext, guardianCtx: CommandContext | null, studentId: string, guardianEmail: string): Promise<void> {
  const requestId = seedId('consent', studentId);
  let consent = await loadState(ctx, consentStream(studentId), consentDecider);
  if (consent.status === 'notRequested') {
    await requestConsent(ctx, studentId, guardianEmail, requestId);
    consent = await loadState(ctx, consentStream(studentId), consentDecider);
  }
  if (guardianCtx && consent.status === 'requested' && consent.requestId === requestId)
    await answerConsent(guardianCtx, { studentId, requestId, expiresAt: new Date(guardianCtx.now().getTime() + 3600_000) }, 'give');
}

export async function seedApplication(
  ctx: CommandContext,
  answerCtx: CommandContext | null,
  input: { studentId: string; internshipId: string; coverLetter: string; resume: string; answer?: ApplicationStatus; companyId: string },
  parentalConsent: ParentalConsentMode = 'off',
): Promise<void> {
  const applicationId = applicationIdFor(input.studentId, input.internshipId);
  if (!(await exists(ctx, applicationStream(applicationId))))
    await submitApplication(ctx, { studentId: input.studentId, internshipId: input.internshipId, coverLetter: input.coverLetter, resume: input.resume }, { parentalConsent });
  if (!input.answer || !answerCtx) return;
  const application = await loadState(ctx, applicationStream(applicationId), applicationDecider);
  if (application.status === 'pending') await setApplicationStatus(answerCtx, { applicationId, to: input.answer, by: { id: input.companyId, as: 'company' } });
}

export async function seedBlogPost(ctx: CommandContext, post: NewBlogPost): Promise<void> {
  const postId = seedId('post', post.slug);
  if (!(await exists(ctx, blogPostStream(postId)))) await createBlogPost(ctx, post, postId);
}

/** Whether a user stream already has this company approved (the reactor's work, waited for by the seeder). */
export const isApprovedCompany = async (ctx: CommandContext, companyId: string) =>
  (await loadState(ctx, userStream(companyId), userDecider)).isApproved;
