// Demo data for an empty store (SEED_DEMO): an approved demo company with internships and applicants, students, a pending
// company request and the blog — all through the command modules (and the reactors), so they are real events.
import type { CommandContext } from '../commands/command-handler';
import { setApplicationStatus } from '../commands/applications/set-application-status';
import { submitApplication } from '../commands/applications/submit-application';
import { createBlogPost } from '../commands/blog/create-blog-post';
import { decideCompanyRequest } from '../commands/companies/decide-company-request';
import { submitCompanyRequest } from '../commands/companies/submit-company-request';
import { postInternship } from '../commands/internships/post-internship';
import { completeStudentProfile } from '../commands/users/complete-student-profile';
import { registerUser } from '../commands/users/register-user';
import type { Deps } from '../deps';
import { DEMO_BLOG_POSTS } from './demo-blog-posts';
import { DEMO_INTERNSHIPS } from './demo-internships';
import { DEMO_COMPANY_REQUEST, DEMO_STUDENTS, PENDING_COMPANY } from './demo-people';

export const DEMO_COMPANY_EMAIL = 'demo.company@example.com';
export const DEMO_COMPANY = {
  companyName: 'Bright Futures Collective',
  companyField: 'Non-profit & Social Impact',
  location: 'Bangalore, India',
  website: 'https://brightfutures.example.org',
};

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The same context with a fixed clock: demo records get distinct, realistic times, so "newest first" is stable. */
const at = (ctx: CommandContext, ms: number): CommandContext => ({ ...ctx, now: () => new Date(ms) });

const as = (ctx: CommandContext, id: string, role: 'student' | 'company' | 'admin', ms: number): CommandContext => ({ ...at(ctx, ms), actor: { id, role } });

export async function seedDemo(deps: Deps, ctx: CommandContext, password: string, log: (line: string) => void): Promise<void> {
  const now = ctx.now().getTime();
  const admin1 = (await deps.credentials.byLogin('admin1'))?.userId ?? 'system';

  const { userId: companyId } = await registerUser(at(ctx, now - 30 * DAY), {
    email: DEMO_COMPANY_EMAIL,
    password,
    role: 'company',
    firstName: 'Company',
    lastName: 'User',
    location: DEMO_COMPANY.location,
    profileComplete: true,
  });
  // The company applies to be verified and admin1 approves; the company-account reactor sets its details and approval.
  const { requestId } = await submitCompanyRequest(as(ctx, companyId, 'company', now - 30 * DAY + HOUR), companyId, { ...DEMO_COMPANY, ...DEMO_COMPANY_REQUEST });
  const { appended } = await decideCompanyRequest(as(ctx, admin1, 'admin', now - 29 * DAY), { requestId, decision: 'approved' });
  await deps.reactors.waitFor(appended, 30_000);

  // Oldest first, 36 hours apart: the last one was posted a day and a half ago.
  const count = DEMO_INTERNSHIPS.length;
  const internshipIds: string[] = [];
  for (const [i, { deadlineInDays, startInDays, ...internship }] of DEMO_INTERNSHIPS.entries()) {
    const posted = await postInternship(as(ctx, companyId, 'company', now - (count - i) * 36 * HOUR), companyId, {
      ...internship,
      applicationDeadline: deadlineInDays === null ? null : dateOnly(now + deadlineInDays * DAY),
      startDate: startInDays === null ? null : dateOnly(now + startInDays * DAY),
    });
    internshipIds.push(posted.internshipId);
  }

  // Students who completed their profile and applied; the company answered some of them, quickly or late.
  let applications = 0;
  for (const [s, student] of DEMO_STUDENTS.entries()) {
    const joined = now - (25 - s) * DAY;
    const { userId } = await registerUser(at(ctx, joined), { email: student.email, password, role: 'student', firstName: student.firstName, lastName: student.lastName, location: student.location });
    await completeStudentProfile(as(ctx, userId, 'student', joined + HOUR), userId, student.profile);
    for (const a of student.applications) {
      const appliedAt = now - a.daysAgo * DAY + s * HOUR;
      const internshipId = internshipIds[a.internship % internshipIds.length];
      const coverLetter = `Hello! I am ${student.firstName}, in ${student.profile.grade} grade at ${student.profile.schoolName}. I would love to learn with your team.`;
      const { applicationId } = await submitApplication(as(ctx, userId, 'student', appliedAt), { studentId: userId, internshipId, coverLetter, resume: `${student.firstName} ${student.lastName} — ${student.profile.interestedFields.join(', ')}` });
      applications += 1;
      if (a.answer)
        await setApplicationStatus(as(ctx, companyId, 'company', appliedAt + a.answer.afterDays * DAY), { applicationId, to: a.answer.status, by: { id: companyId, as: 'company' } });
    }
  }

  // Another company signed up and applied yesterday: its request waits for an admin.
  const { userId: pendingId } = await registerUser(at(ctx, now - 2 * DAY), { email: PENDING_COMPANY.email, password, role: 'company', firstName: 'Company', lastName: 'User', location: PENDING_COMPANY.request.location });
  await submitCompanyRequest(as(ctx, pendingId, 'company', now - DAY), pendingId, PENDING_COMPANY.request);

  // Oldest first, four days apart.
  const posts = DEMO_BLOG_POSTS.length;
  for (const [i, post] of DEMO_BLOG_POSTS.entries()) await createBlogPost(at(ctx, now - (posts - i) * 4 * DAY), post);

  log(
    `Seeded demo data: company ${DEMO_COMPANY_EMAIL} and ${DEMO_STUDENTS.length} students (${DEMO_STUDENTS[0].email} …), all with the admin password; ` +
      `${count} internships, ${applications} applications, a pending company request, ${posts} blog posts`,
  );
}
