// The domain's messages that the SPA shows itself (a zod schema's field messages, checked before sending) in the page's
// language, through the same catalogs the server uses (domain/i18n/domain-messages; a browser build holds only its own).
import { translateMessage } from '@domain/i18n/translate';
import { DOMAIN_MESSAGES } from '@domain/i18n/domain-messages/index';
import { currentLocale } from './locale';

/** An English domain message (SPEC.md's text) in the page's language; itself in English or when no translation exists. */
export function localizeDomainMessage(text: string): string {
  const locale = currentLocale();
  return locale === 'en' ? text : translateMessage(text, locale, DOMAIN_MESSAGES[locale]);
}
