// The e-mails, in plain text and simple HTML, each with the product's name and a link back (pure: the base URL is a parameter);
// those to parents and about the account in the recipient's language (DESIGN.md §4.3, texts in mail-texts/).
import { SHARED_FIELDS } from '../consent/sharing';
import { SUPPORT_EMAIL } from '../users/constants';
import { directionOf, type Locale } from '../i18n/locales';
import { MAIL_TEXTS } from './mail-texts';

export const PRODUCT_NAME = 'Internships for Highschoolers';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
export const url = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

export interface Layout {
  subject: string;
  greeting: string;
  paragraphs: string[];
  list?: readonly string[];
  /** Paragraphs between the list and the action (what happens next). */
  next?: string[];
  action: { label: string; href: string };
  after?: string[];
  footer: string;
  /** The e-mail's language: `<html lang dir>`, and the layout's own words (English when absent). */
  locale?: Locale;
}

/** The HTML part's opening: English as it always was; another language with its direction (Urdu right to left). */
function htmlOpening(locale: Locale): string {
  if (locale === 'en') return '<html lang="en">';
  return `<html lang="${locale}" dir="${directionOf(locale)}">`;
}

export function render(m: Layout): RenderedEmail {
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.list ? [...m.list.map((item) => `  - ${item}`), ''] : []),
    ...(m.next ?? []).flatMap((p) => [p, '']),
    `${m.action.label}: ${m.action.href}`,
    '',
    ...(m.after ?? []).flatMap((p) => [p, '']),
    `— ${PRODUCT_NAME}`,
    m.footer,
  ].join('\n');
  const locale = m.locale ?? 'en';
  const rtl = directionOf(locale) === 'rtl';
  const p = (s: string) => `<p style="margin:0 0 14px">${escape(s)}</p>`;
  const html = `<!doctype html>
${htmlOpening(locale)}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(m.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a;font-size:15px;line-height:1.55${rtl ? ';direction:rtl;text-align:right' : ''}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:14px;padding:28px 24px">
<p style="margin:0 0 20px;font-weight:800;color:#4338ca;font-size:17px">${escape(PRODUCT_NAME)}</p>
${p(m.greeting)}
${m.paragraphs.map(p).join('\n')}
${m.list ? `<ul style="margin:0 0 14px;${rtl ? 'padding-right' : 'padding-left'}:20px">${m.list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : ''}
${(m.next ?? []).map(p).join('\n')}
<p style="margin:22px 0"><a href="${escape(m.action.href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:11px 20px;border-radius:10px">${escape(m.action.label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#475569">${escape(MAIL_TEXTS[locale].orOpenLink)} <a href="${escape(m.action.href)}" style="color:#4338ca;word-break:break-all">${escape(m.action.href)}</a></p>
${(m.after ?? []).map(p).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b;text-align:center">${escape(m.footer)}</p>
</body></html>`;
  return { subject: m.subject, text, html };
}

const noticesFooter = (base: string, locale: Locale) => MAIL_TEXTS[locale].noticesFooter(PRODUCT_NAME, url(base, '/settings'));

export function companyRequestApprovedEmail(base: string, companyName: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].companyApproved;
  return render({
    locale,
    subject: t.subject(companyName, PRODUCT_NAME),
    greeting: MAIL_TEXTS[locale].helloName(companyName),
    paragraphs: [t.approved],
    action: { label: t.action, href: url(base, '/company-dashboard') },
    footer: noticesFooter(base, locale),
  });
}

export function companyRequestRejectedEmail(base: string, companyName: string, adminNotes: string | null, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].companyRejected;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: MAIL_TEXTS[locale].helloName(companyName),
    paragraphs: [t.notApproved, ...(adminNotes ? [t.note(adminNotes)] : []), t.questions(SUPPORT_EMAIL)],
    action: { label: t.action, href: url(base, '/company-status') },
    footer: noticesFooter(base, locale),
  });
}

export function applicationStatusChangedEmail(base: string, firstName: string, internshipTitle: string, companyName: string | null, status: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].statusChanged;
  // English subjects name the status as the API does; the other languages in their own words.
  const word = t.words[status] ?? status;
  return render({
    locale,
    subject: t.subject(internshipTitle, locale === 'en' ? status : word),
    greeting: t.greeting(firstName),
    paragraphs: [`${t.changed(internshipTitle, companyName, word)}${status === 'accepted' ? t.congratulations : ''}`, status === 'rejected' ? t.keepGoing : t.follow],
    action: { label: t.action, href: url(base, '/dashboard') },
    footer: noticesFooter(base, locale),
  });
}

export function newApplicantEmail(base: string, companyName: string, internshipTitle: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].newApplicant;
  return render({
    locale,
    subject: t.subject(internshipTitle),
    greeting: MAIL_TEXTS[locale].helloName(companyName),
    paragraphs: [t.applied(internshipTitle)],
    action: { label: t.action, href: url(base, '/company-dashboard') },
    footer: noticesFooter(base, locale),
  });
}

/** In the language the student used (their account's language when the request went out). */
export function parentalConsentRequestedEmail(base: string, studentName: string, token: string, expiresOn: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale];
  return render({
    locale,
    // No text a student chose in the subject: the address is not verified, and a subject is what a stranger would read first.
    subject: t.consentRequested.subject(PRODUCT_NAME),
    greeting: t.hello,
    paragraphs: [t.consentRequested.signedUp(studentName, PRODUCT_NAME), t.consentRequested.mustAgree],
    list: locale === 'en' ? SHARED_FIELDS : t.sharedFields,
    action: { label: t.consentRequested.action, href: url(base, `/consent/${token}`) },
    after: [t.consentRequested.until(expiresOn), t.consentRequested.ignore],
    footer: t.consentRequested.footer(SUPPORT_EMAIL),
  });
}

export function parentalConsentGivenEmail(base: string, studentName: string, token: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].consentGiven;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: MAIL_TEXTS[locale].hello,
    paragraphs: [t.thanks(studentName, PRODUCT_NAME), t.withdraw],
    action: { label: t.action, href: url(base, `/consent/${token}`) },
    footer: t.footer(SUPPORT_EMAIL),
  });
}

/** To the guardian of an earlier request when the student asks another address: they are told, and keep their way to withdraw. */
export function parentalConsentRedirectedEmail(base: string, studentName: string, token: string, otherAddress: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].consentRedirected;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: MAIL_TEXTS[locale].hello,
    paragraphs: [t.askedElsewhere(studentName, PRODUCT_NAME, otherAddress), t.whatToDo],
    action: { label: t.action, href: url(base, `/consent/${token}`) },
    footer: t.footer(SUPPORT_EMAIL),
  });
}

/** An address shown to someone who is not its owner: the first letter of the name and the whole domain (a•••@example.com). */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

export function passwordChangedEmail(base: string, firstName: string, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].passwordChanged;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: t.greeting(firstName),
    paragraphs: [t.changed, t.notYou(SUPPORT_EMAIL)],
    action: { label: t.action, href: url(base, '/auth?tab=login') },
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}
