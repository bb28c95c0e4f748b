// Fixtures of the page and sitemap tests: an approved company with an on-site paid, a remote, a hostile-text and a
// closed internship; a published, a draft and an unpublished post; all through the command modules.
import type { Internship } from '@domain/internships/types';
import { createBlogPost } from '@backend/commands/blog/create-blog-post';
import { unpublishBlogPost } from '@backend/commands/blog/unpublish-blog-post';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { approvedCompany, postTestInternship, systemAt } from './journey-fixtures';
import type { TestServer } from './server';

export interface SeoFixtures {
  paid: Internship;
  remote: Internship;
  hostile: Internship;
  closed: Internship;
}

export async function seedSeoFixtures(srv: TestServer): Promise<SeoFixtures> {
  const company = await approvedCompany(srv, 'Bright Futures Collective');
  const paid = await postTestInternship(srv, company.id, {
    title: 'UI/UX Design Intern',
    description: 'Work with our volunteer developers to redesign the sign-up flow.\n\nYou will sketch screens and test them.',
    location: 'Chennai, India',
    type: 'onsite',
    salary: '₹6,000 / month stipend',
    applicationDeadline: '2030-04-15',
    startDate: '2030-05-01',
  }, '2030-03-01T10:00:00.000Z');
  const remote = await postTestInternship(srv, company.id, { title: 'Social Impact Intern', location: 'Dhaka, Bangladesh (remote + travel)', type: 'remote', salary: 'Competitive' });
  const hostile = await postTestInternship(srv, company.id, {
    title: 'Breakout </script><script>alert(1)</script> Intern',
    description: 'Text with </script> and <!-- and "quotes" & ampersands.',
  });
  const closed = await postTestInternship(srv, company.id, { title: 'Closed Intern' });
  // No command closes an internship yet: the read model is what pages read, so the test closes it there.
  await srv.backend.deps.readStore.collection<Internship>(INTERNSHIPS).update(closed.id, { isActive: false });
  const sys = systemAt(srv, '2030-02-01T09:00:00.000Z');
  const base = { excerpt: 'How to write a cover letter that gets read.', content: 'Start with why.\n\nEnd with thanks.', category: 'Career Tips', tags: ['letters'] };
  await createBlogPost(sys, { ...base, slug: 'cover-letters', title: 'Your First Cover Letter', publish: true });
  await createBlogPost(sys, { ...base, slug: 'still-a-draft', title: 'Draft', publish: false });
  const withdrawn = await createBlogPost(sys, { ...base, slug: 'withdrawn-post', title: 'Withdrawn', publish: true });
  const { appended } = await unpublishBlogPost(sys, withdrawn.postId);
  await srv.backend.deps.projections.waitFor(appended);
  return { paid, remote, hostile, closed };
}
