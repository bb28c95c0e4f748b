// The e-mail that tells a company an admin's decision about a report, with the admin's note (DESIGN.md §4.2), in the look of
// the others (domain/notifications/templates.ts's layout), in the company's language.
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import type { Locale } from '../i18n/locales';
import { MAIL_TEXTS } from '../notifications/mail-texts';

export type ModerationOutcome = 'restored' | 'removed' | 'suspended';

export function moderationDecisionEmail(base: string, companyName: string, outcome: ModerationOutcome, internshipTitle: string | null, note: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].moderation;
  const posting = t.posting(internshipTitle);
  const what: Record<ModerationOutcome, { subject: string; paragraph: string }> = {
    restored: { subject: t.restoredSubject(PRODUCT_NAME), paragraph: t.restored(posting) },
    removed: { subject: t.removedSubject(PRODUCT_NAME), paragraph: t.removed(posting) },
    suspended: { subject: t.suspendedSubject(PRODUCT_NAME), paragraph: t.suspended },
  };
  return render({
    locale,
    subject: what[outcome].subject,
    greeting: MAIL_TEXTS[locale].helloName(companyName),
    paragraphs: [what[outcome].paragraph, t.note(note), t.safe],
    action: outcome === 'suspended' ? { label: t.rules, href: url(base, '/company-info') } : { label: t.dashboard, href: url(base, '/company-dashboard') },
    after: [t.mistake(SUPPORT_EMAIL)],
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}
