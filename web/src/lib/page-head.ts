// A route's `head` from the shared page texts (domain/site/page-meta-texts/<locale>.ts): the same title and description
// the server puts in the HTML, in the page's language, so the browser's title follows client-side navigation. Only the
// page's language's texts load, with the first navigation, not in the first download (the server already sent the
// first page's head): `head` may answer later.
import type { PageMeta, PageMetaTexts, PrivatePageTitle } from '@domain/site/page-meta';
import type { Locale } from '@domain/i18n/locales';
import { currentLocale } from '@/i18n/locale';
import { PAGE_META_TEXTS } from '@/i18n/page-meta-texts';

/** The page texts in the page's language. The language is read at once (a pre-render's language is its render's). */
export const loadPageTexts = (locale: Locale = currentLocale()): Promise<PageMetaTexts> => PAGE_META_TEXTS[locale]!().then((module) => module.default);

/** The functions that make a page's head from its texts (domain/site/page-meta.ts): loaded with the texts, not in the first download. */
export type PageMetaKit = typeof import('@domain/site/page-meta');
const loadKit = (): Promise<PageMetaKit> => import('@domain/site/page-meta');

/** The title and description `pick` makes from the page texts in the page's language (a loader's, for its data). */
export const pageMetaOf = async (pick: (texts: PageMetaTexts, kit: PageMetaKit) => PageMeta): Promise<PageMeta> => {
  const [texts, kit] = await Promise.all([loadPageTexts(), loadKit()]);
  return pick(texts, kit);
};

/** The head of the page whose words `pick` chooses from the page texts (in the page's language): its title and description. */
export const headOf = async (pick: (texts: PageMetaTexts, kit: PageMetaKit) => PageMeta) => {
  const [meta, kit] = await Promise.all([pageMetaOf(pick), loadKit()]);
  return { meta: [{ title: kit.documentTitle(meta) }, { name: 'description', content: meta.description }] };
};

/** The text of a private page's <title> in the page's language. */
export const pageTitle = async (title: PrivatePageTitle) => {
  const [texts, kit] = await Promise.all([loadPageTexts(), loadKit()]);
  return kit.documentTitle(kit.privatePageTitle(texts, title));
};

/** A private page's `head`: its title only (private pages are not described to search engines). */
export const titled = async (title: PrivatePageTitle) => ({ meta: [{ title: await pageTitle(title) }] });
