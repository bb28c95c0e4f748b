// The title and description of each page (what search results, link previews and the browser's tab show), shared by the
// server's <head> and the SPA's document title; which paths are private (kept out of search engines); pure. The words
// are each language's table (page-meta-texts/<locale>.ts): the functions here take the page's language's table.
import type { BlogPost } from '../blog/types';
import type { PublicCompany } from '../companies/types';
import type { WorkType } from '../internships/constants';
import type { Internship } from '../internships/types';

export const SITE_NAME = 'Internships for Highschoolers';

export interface PageMeta {
  /** The page's own title, without the site name. */
  title: string;
  description: string;
}

/** The public pages whose head does not depend on data, by path (SPEC §2 route table). */
export const STATIC_PUBLIC_PATHS = ['/', '/search', '/blog', '/help', '/company-info', '/company-signup', '/auth', '/status', '/oauth-setup'] as const;
export type StaticPublicPath = (typeof STATIC_PUBLIC_PATHS)[number];

/** The titles of the pages that have no description (private pages, a consent link's page…), by their English title. */
export const PRIVATE_PAGE_TITLES = [
  'Admin Backend',
  'Admin Dashboard',
  'Applicants',
  'Application Status',
  'Application Submitted',
  'Apply',
  'Choose a New Password',
  'Company Application',
  'Company Dashboard',
  'Company Status',
  'Complete Your Profile',
  'Confirm Your E-mail Address',
  'Dashboard',
  'Edit Internship',
  'Forgot Password',
  'My Applications',
  'Parent or Guardian Consent',
  'Post an Internship',
  'Saved Internships',
  'Settings',
  'Thank You',
  'Your Profile',
] as const;
export type PrivatePageTitle = (typeof PRIVATE_PAGE_TITLES)[number];

/**
 * One language's words of the pages' heads: a full table in every language (English: SPEC.md's texts). Texts with
 * `{name}` placeholders are filled by the functions below; a translation keeps the same placeholders.
 */
export interface PageMetaTexts {
  /** The site's own words: the pages without their own (private pages, paths the router may not know). */
  defaultMeta: PageMeta;
  /** The 404 page's. */
  notFound: PageMeta;
  staticPages: Record<StaticPublicPath, PageMeta>;
  /** Each private page's title, by its English title. */
  privateTitles: Record<PrivatePageTitle, string>;
  /** The link preview picture's description. */
  previewImageAlt: string;
  internship: {
    /** An internship page's title when its company is known: '{title} at {company}'. */
    titleAtCompany: string;
    /** The first fact of its description: the kind of internship ('On-site internship'). */
    ofType: Record<WorkType, string>;
    /** …of a kind not listed: '{type} internship'. */
    ofOtherType: string;
    /** Its description: the facts, then its own text: '{facts}. {description}'. */
    summary: string;
  };
  /** The labels of a JobPosting's description (its HTML is the posting's own text with these). */
  jobPosting: {
    requirements: string;
    skills: string;
    /** 'Duration: {duration}.' */
    duration: string;
    /** 'Location: {location}.' */
    location: string;
    /** 'Stipend: {stipend}.' */
    stipend: string;
  };
}

/** A text of the table with its placeholders filled (the values are not read again for placeholders). */
export const fillText = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A private page's title in the table's language. */
export const privatePageTitle = (texts: PageMetaTexts, title: PrivatePageTitle): PageMeta => ({ title: texts.privateTitles[title], description: '' });

export const isStaticPublicPath = (path: string): path is StaticPublicPath => (STATIC_PUBLIC_PATHS as readonly string[]).includes(path);

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
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–\-।۔]+$/, '')}…`;
}

/** An internship page's head in the table's language: its title (and company), its facts and its own description. */
export function internshipPageMeta(internship: Internship, company: Pick<PublicCompany, 'companyName'> | null, texts: PageMetaTexts): PageMeta {
  const words = texts.internship;
  const kind = Object.hasOwn(words.ofType, internship.type) ? words.ofType[internship.type] : fillText(words.ofOtherType, { type: internship.type });
  const facts = [kind, internship.location, internship.duration, internship.salary].filter(Boolean).join(' · ');
  const title = company?.companyName ? fillText(words.titleAtCompany, { title: internship.title, company: company.companyName }) : internship.title;
  return { title, description: summarize(fillText(words.summary, { facts, description: internship.description })) };
}

export function blogPostPageMeta(post: Pick<BlogPost, 'title' | 'excerpt' | 'content'>): PageMeta {
  // A post's content is rendered as HTML: its summary is the text without the markup.
  return { title: post.title, description: summarize(post.excerpt?.trim() || post.content.replace(/<[^>]*>/g, ' ')) };
}
