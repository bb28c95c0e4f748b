// A route's `head` from the shared page texts (domain/site/page-meta-texts/<locale>.ts): the same title and description
// the server puts in the HTML, in the page's language, so the browser's title follows client-side navigation. Only the
// page's language's texts load, with the first navigation, not in the first download (the server already sent the
// first page's head): `head` may answer later.
import { documentTitle, privatePageTitle, type PageMeta, type PageMetaTexts, type PrivatePageTitle } from '@domain/site/page-meta';
import type { Locale } from '@domain/i18n/locales';
import { currentLocale } from '@/i18n/locale';

type TextsModule = { default: PageMetaTexts };
// One chunk per language (a browser build asks only for its own).
const LOADERS: Record<Locale, () => Promise<TextsModule>> = {
  en: () => import('@domain/site/page-meta-texts/en'),
  hi: () => import('@domain/site/page-meta-texts/hi'),
  bn: () => import('@domain/site/page-meta-texts/bn'),
  ur: () => import('@domain/site/page-meta-texts/ur'),
  ta: () => import('@domain/site/page-meta-texts/ta'),
  si: () => import('@domain/site/page-meta-texts/si'),
};

/** The page texts in the page's language. The language is read at once (a pre-render's language is its render's). */
export const loadPageTexts = (locale: Locale = currentLocale()): Promise<PageMetaTexts> => LOADERS[locale]().then((module) => module.default);

/** The head of the page whose words `pick` chooses from the page texts (in the page's language): its title and description. */
export const headOf = async (pick: (texts: PageMetaTexts) => PageMeta) => {
  const meta = pick(await loadPageTexts());
  return { meta: [{ title: documentTitle(meta) }, { name: 'description', content: meta.description }] };
};

/** The text of a private page's <title> in the page's language. */
export const pageTitle = async (title: PrivatePageTitle) => documentTitle(privatePageTitle(await loadPageTexts(), title));

/** A private page's `head`: its title only (private pages are not described to search engines). */
export const titled = async (title: PrivatePageTitle) => ({ meta: [{ title: await pageTitle(title) }] });
