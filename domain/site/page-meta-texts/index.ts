// Every language's page head texts, for the server (the SPA loads only its page's language's module: web/src/lib/page-head.ts).
import type { Locale } from '../../i18n/locales';
import type { PageMetaTexts } from '../page-meta';
import en from './en';
import hi from './hi';
import bn from './bn';
import ur from './ur';
import ta from './ta';
import si from './si';

export const PAGE_META_TEXTS: Record<Locale, PageMetaTexts> = { en, hi, bn, ur, ta, si };

export const pageMetaTexts = (locale: Locale): PageMetaTexts => PAGE_META_TEXTS[locale];
