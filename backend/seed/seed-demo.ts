// Demo data for an empty store (SEED_DEMO): an approved demo company with internships and applicants, students, a pending
// company request and the blog — all through the command modules (and the reactors), so they are real events.
import type { CommandContext } from '../commands/command-handler';
import type { Deps } from '../deps';
import { DEMO_BLOG_POSTS } from './demo-blog-posts';
import { DEMO_INTERNSHIPS } from './demo-internships';
import { DEMO_COMPANY_REQUEST, DEMO_STUDENTS, PENDING_COMPANY, WAITING_STUDENT } from './demo-people';
import {
  isApprovedCompany,
  seedApplication,
  seedApproval,
  seedBlogPost,
  seedCompanyRequest,
  seedConsent,
  seedInternship,
  seedProfile,
  seedUser,
} from './seed-steps';

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
/** A date of birth `age` years and about four months before `ms`. */
const bornAged = (age: number, ms: number) => {
  const d = new Date(ms);
  return dateOnly(Date.UTC(d.getUTCFullYear() - age, d.getUTCMonth() - 4, 10));
};

/** The same context with a fixed clock: demo records get distinct, realistic times, so "newest first" is stable. */
const at = (ctx: CommandContext, ms: number): CommandContext => ({ ...ctx, now: () => new Date(ms) });

const as = (ctx: CommandContext, id: string, role: 'student' | 'company' | 'admin', ms: number): CommandContext => ({ ...at(ctx, ms), actor: { id, role } });

export async function seedDemo(deps: Deps, ctx: CommandContext, password: string, log: (line: string) => void): Promise<void> {
  const now = ctx.now().getTime();
  const admin1 = (await deps.credentials.byLogin('admin1'))?.userId ?? 'system';

  const companyId = await seedUser(at(ctx, now - 30 * DAY), {
    email: DEMO_COMPANY_EMAIL,
    password,
    role: 'company',
    firstName: 'Company',
    lastName: 'User',
    location: DEMO_COMPANY.location,
    profileComplete: true,
  });
  // The company applies to be verified and admin1 approves; the company-account reactor sets its details and approval.
  const requestId = await seedCompanyRequest(as(ctx, companyId, 'company', now - 30 * DAY + HOUR), companyId, { ...DEMO_COMPANY, ...DEMO_COMPANY_REQUEST });
  const decided = await seedApproval(as(ctx, admin1, 'admin', now - 29 * DAY), requestId);
  if (decided) await deps.reactors.waitFor(decided, 30_000);
  if (!(await isApprovedCompany(ctx, companyId))) await deps.reactors.waitFor({ position: await deps.events.headPosition() }, 30_000);

  // Oldest first, 36 hours apart: the last one was posted a day and a half ago.
  const count = DEMO_INTERNSHIPS.length;
  const internshipIds: string[] = [];
  for (const [i, { deadlineInDays, startInDays, ...internship }] of DEMO_INTERNSHIPS.entries())
    internshipIds.push(
      await seedInternship(as(ctx, companyId, 'company', now - (count - i) * 36 * HOUR), companyId, `demo-${i}`, {
        ...internship,
        questions: internship.questions ?? [],
        applicationDeadline: deadlineInDays === null ? null : dateOnly(now + deadlineInDays * DAY),
        startDate: startInDays === null ? null : dateOnly(now + startInDays * DAY),
      }),
    );

  // Students who completed their profile and applied; the company answered some of them, quickly or late. With parental
  // consent required they are under 18: each named a guardian at sign-up, who consented through the e-mail's link.
  const consent = deps.config.parentalConsent;
  let applications = 0;
  for (const [s, student] of DEMO_STUDENTS.entries()) {
    const joined = now - (25 - s) * DAY;
    const dateOfBirth = consent === 'required' ? bornAged(student.age, now) : undefined;
    const userId = await seedUser(at(ctx, joined), { email: student.email, password, role: 'student', firstName: student.firstName, lastName: student.lastName, location: student.location, dateOfBirth });
    if (consent === 'required') await seedConsent(as(ctx, userId, 'student', joined + 10 * 60_000), { ...at(ctx, joined + 5 * HOUR), actor: null }, userId, student.guardianEmail);
    await seedProfile(as(ctx, userId, 'student', joined + HOUR), userId, student.profile);
    for (const a of student.applications) {
      const appliedAt = now - a.daysAgo * DAY + s * HOUR;
      await seedApplication(as(ctx, userId, 'student', appliedAt), a.answer ? as(ctx, companyId, 'company', appliedAt + a.answer.afterDays * DAY) : null, {
        studentId: userId,
        internshipId: internshipIds[a.internship % internshipIds.length],
        coverLetter: `Hello! I am ${student.firstName}, in ${student.profile.grade} grade at ${student.profile.schoolName}. I would love to learn with your team.`,
        resume: `${student.firstName} ${student.lastName} — ${student.profile.interestedFields.join(', ')}`,
        answer: a.answer?.status,
        companyId,
      }, consent);
      applications += 1;
    }
  }
  if (consent === 'required') {
    // A younger student whose parent has not answered yet: the dashboard explains why applying waits.
    const joined = now - DAY;
    const w = WAITING_STUDENT;
    const userId = await seedUser(at(ctx, joined), { email: w.email, password, role: 'student', firstName: w.firstName, lastName: w.lastName, location: w.location, dateOfBirth: bornAged(w.age, now) });
    await seedConsent(as(ctx, userId, 'student', joined + 60_000), null, userId, w.guardianEmail);
  }

  // Another company signed up and applied yesterday: its request waits for an admin.
  const pendingId = await seedUser(at(ctx, now - 2 * DAY), { email: PENDING_COMPANY.email, password, role: 'company', firstName: 'Company', lastName: 'User', location: PENDING_COMPANY.request.location });
  await seedCompanyRequest(as(ctx, pendingId, 'company', now - DAY), pendingId, PENDING_COMPANY.request);

  // Oldest first, four days apart.
  const posts = DEMO_BLOG_POSTS.length;
  for (const [i, post] of DEMO_BLOG_POSTS.entries()) await seedBlogPost(at(ctx, now - (posts - i) * 4 * DAY), post);

  log(
    `Seeded demo data: company ${DEMO_COMPANY_EMAIL} and ${DEMO_STUDENTS.length} students (${DEMO_STUDENTS[0].email} …), all with the admin password; ` +
      `${count} internships, ${applications} applications, a pending company request, ${posts} blog posts` +
      (consent === 'required' ? `; parental consent given for them, and awaited for ${WAITING_STUDENT.email}` : ''),
  );
}
