// The pages' head texts in English: SPEC.md's, exactly (the API tests match them).
import { PRIVATE_PAGE_TITLES, SITE_NAME, type PageMetaTexts, type PrivatePageTitle } from '../page-meta';

const DESCRIPTION =
  'Meaningful internship opportunities with professional mentorship for high school students across South Asia: real experience, skills, a resume, references and connections.';

const texts: PageMetaTexts = {
  defaultMeta: { title: SITE_NAME, description: DESCRIPTION },
  notFound: { title: '404 Page Not Found', description: 'The page you are looking for does not exist or has moved.' },
  staticPages: {
    '/': { title: `${SITE_NAME}: Connect. Learn. Grow.`, description: DESCRIPTION },
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
  },
  // The English titles are the keys themselves.
  privateTitles: Object.fromEntries(PRIVATE_PAGE_TITLES.map((title) => [title, title])) as Record<PrivatePageTitle, string>,
  previewImageAlt: `${SITE_NAME}: Connect. Learn. Grow.`,
  internship: {
    titleAtCompany: '{title} at {company}',
    ofType: { remote: 'Remote internship', onsite: 'On-site internship', hybrid: 'Hybrid internship' },
    ofOtherType: '{type} internship',
    summary: '{facts}. {description}',
  },
  jobPosting: {
    requirements: 'Requirements',
    skills: 'Skills',
    duration: 'Duration: {duration}.',
    location: 'Location: {location}.',
    stipend: 'Stipend: {stipend}.',
  },
};

export default texts;
