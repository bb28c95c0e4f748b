// Demo data for an empty store (SEED_DEMO): an approved demo company, its internships and the blog, all through the command modules.
import type { CommandContext } from '../commands/command-handler';
import { createBlogPost } from '../commands/blog/create-blog-post';
import { postInternship } from '../commands/internships/post-internship';
import { approveCompany } from '../commands/users/approve-company';
import { registerUser } from '../commands/users/register-user';
import { updateCompanyDetails } from '../commands/users/update-company-details';
import { DEMO_BLOG_POSTS } from './demo-blog-posts';
import { DEMO_INTERNSHIPS } from './demo-internships';

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

export async function seedDemo(ctx: CommandContext, companyPassword: string, log: (line: string) => void): Promise<void> {
  const now = ctx.now().getTime();

  const { userId: companyId } = await registerUser(at(ctx, now - 30 * DAY), {
    email: DEMO_COMPANY_EMAIL,
    password: companyPassword,
    role: 'company',
    firstName: 'Company',
    lastName: 'User',
    location: DEMO_COMPANY.location,
    profileComplete: true,
  });
  await updateCompanyDetails(at(ctx, now - 30 * DAY + HOUR), companyId, DEMO_COMPANY);
  await approveCompany(at(ctx, now - 29 * DAY), companyId);

  // Oldest first, 36 hours apart: the last one was posted a day and a half ago.
  const count = DEMO_INTERNSHIPS.length;
  for (const [i, { deadlineInDays, startInDays, ...internship }] of DEMO_INTERNSHIPS.entries())
    await postInternship(at(ctx, now - (count - i) * 36 * HOUR), companyId, {
      ...internship,
      applicationDeadline: deadlineInDays === null ? null : dateOnly(now + deadlineInDays * DAY),
      startDate: startInDays === null ? null : dateOnly(now + startInDays * DAY),
    });

  // Oldest first, four days apart.
  const posts = DEMO_BLOG_POSTS.length;
  for (const [i, post] of DEMO_BLOG_POSTS.entries()) await createBlogPost(at(ctx, now - (posts - i) * 4 * DAY), post);

  log(`Seeded demo data: company ${DEMO_COMPANY_EMAIL} (admin password), ${count} internships, ${posts} blog posts`);
}
