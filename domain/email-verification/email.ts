// The verification e-mail, in the look of the others (domain/notifications/templates.ts's layout), in the person's language.
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { VERIFY_LINK_HOURS } from './decider';
import type { Locale } from '../i18n/locales';
import { formatNumber, MAIL_TEXTS } from '../notifications/mail-texts';

export function emailVerificationEmail(base: string, firstName: string | null, token: string, locale: Locale = 'en'): RenderedEmail {
  const texts = MAIL_TEXTS[locale];
  const t = texts.emailVerification;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: firstName ? texts.helloName(firstName) : texts.hello,
    paragraphs: [t.welcome(PRODUCT_NAME), t.who(formatNumber(locale, VERIFY_LINK_HOURS))],
    action: { label: t.action, href: url(base, `/verify-email?token=${encodeURIComponent(token)}`) },
    after: [t.ignore],
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}
