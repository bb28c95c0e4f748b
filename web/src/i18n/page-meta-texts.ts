// The pages' head texts (domain/site/page-meta-texts) by language, each loaded when first needed; a browser build's holds
// only its own language (web/build/static-locale-plugin.ts), the server's pre-render every one.
import type { Locale } from '@domain/i18n/locales';
import type { PageMetaTexts } from '@domain/site/page-meta';

export const PAGE_META_TEXTS: Partial<Record<Locale, () => Promise<{ default: PageMetaTexts }>>> = {
  en: () => import('@domain/site/page-meta-texts/en'),
  hi: () => import('@domain/site/page-meta-texts/hi'),
  bn: () => import('@domain/site/page-meta-texts/bn'),
  ur: () => import('@domain/site/page-meta-texts/ur'),
  ta: () => import('@domain/site/page-meta-texts/ta'),
  si: () => import('@domain/site/page-meta-texts/si'),
};
