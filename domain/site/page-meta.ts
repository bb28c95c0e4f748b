// The title and description of each public page (what search results and link previews show), shared by the server's
// <head> and the SPA's document title; which paths are private (kept out of search engines); pure.
import type { BlogPost } from '../blog/types';
import type { PublicCompany } from '../companies/types';
import { WORK_TYPE_LABELS } from '../internships/constants';
import type { Internship } from '../internships/types';

export const SITE_NAME = 'Internships for Highschoolers';
export const TAGLINE = 'Connect. Learn. Grow.';

export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
}

export const DEFAULT_META: PageMeta = {
  title: SITE_NAME,
  description:
    'Meaningful internship opportunities with professional mentorship for high school students across South Asia: real experience, skills, a resume, references and connections.',
};

export const NOT_FOUND_META: PageMeta = {
  title: '404 Page Not Found',
  description: 'The page you are looking for does not exist or has moved.',
};

/** The public pages whose head does not depend on data, by path (SPEC §2 route table). */
export const STATIC_PAGE_META = {
  '/': { title: `${SITE_NAME}: ${TAGLINE}`, description: DEFAULT_META.description },
  '/search': {
    title: 'Browse Internships',
    description: 'Discover internships for high school students that match your interests and skills: remote, on-site and hybrid, across India, Bangladesh, Pakistan and Sri Lanka.',
  },
  '/blog': {
    title: 'Career Insights & Advice',
    description: 'Tips, industry insights and real stories to help high school students land and make the most of their first internship.',
  },
  '/help': {
    title: 'Help & Support',
    description: 'Answers for students and companies, quick help and tips. Our support team replies by e-mail, typically within 24 hours on business days.',
  },
  '/company-info': {
    title: 'Host High School Interns',
    description: 'Companies: meet top young talent with no HR hassle, in flexible remote, in-person or hybrid internships. Fill a short form, we list your internship, you choose applicants.',
  },
  '/company-signup': {
    title: 'Company Registration',
    description: 'Create a company account in a minute, then tell us about your company and the internship you offer: we review it and list it for high school students.',
  },
  '/auth': {
    title: 'Sign In or Sign Up',
    description: 'Sign in to follow your internship applications, or create a free student account to apply.',
  },
  '/status': {
    title: 'Platform Status',
    description: 'Whether Internships for Highschoolers is working right now: the server, saving changes, showing information.',
  },
  '/oauth-setup': {
    title: 'Social Login Set-up',
    description: 'For site operators: how to set up Google, Apple and GitHub sign-in, the redirect URIs and the two environment variables per provider.',
  },
} as const satisfies Record<string, PageMeta>;

export type StaticPublicPath = keyof typeof STATIC_PAGE_META;
export const STATIC_PUBLIC_PATHS = Object.keys(STATIC_PAGE_META) as StaticPublicPath[];

/** Pages behind sign-in or only reached after an action: never listed, disallowed to crawlers (prefixes). */
export const PRIVATE_PATH_PREFIXES = [
  '/dashboard',
  '/admin',
  '/company-dashboard',
  '/company-status',
  '/company-application',
  '/company-thank-you',
  '/student-onboarding',
  '/profile',
  '/settings',
  '/applications',
  '/saved',
  '/application-success',
  /** The e-mailed link's page (its token stays out of pre-rendering and crawlers). */
  '/reset-password',
  '/verify-email',
] as const;

export const isPrivatePath = (path: string) =>
  PRIVATE_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`));

/** The text of a <title>: the page's title and the site name (the home page's title already names the site). */
export const documentTitle = (meta: PageMeta) => (meta.title.startsWith(SITE_NAME) ? meta.title : `${meta.title} · ${SITE_NAME}`);

/** The text on one line, cut at a word boundary to at most `max` characters (search results show about 155). */
export function summarize(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function internshipPageMeta(internship: Internship, company: Pick<PublicCompany, 'companyName'> | null): PageMeta {
  const at = company?.companyName ? ` at ${company.companyName}` : '';
  const facts = [`${WORK_TYPE_LABELS[internship.type] ?? internship.type} internship`, internship.location, internship.duration, internship.salary]
    .filter(Boolean)
    .join(' · ');
  return { title: `${internship.title}${at}`, description: summarize(`${facts}. ${internship.description}`) };
}

export function blogPostPageMeta(post: Pick<BlogPost, 'title' | 'excerpt' | 'content'>): PageMeta {
  // A post's content is rendered as HTML: its summary is the text without the markup.
  return { title: post.title, description: summarize(post.excerpt?.trim() || post.content.replace(/<[^>]*>/g, ' ')) };
}
