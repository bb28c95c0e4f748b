// The e-mails, in plain text and simple HTML, each with the product's name and a link back (pure: the base URL is a parameter).
import { SHARED_FIELDS } from '../consent/sharing';
import { SUPPORT_EMAIL } from '../users/constants';

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
  const p = (s: string) => `<p style="margin:0 0 14px">${escape(s)}</p>`;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(m.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f8fafc;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#0f172a;font-size:15px;line-height:1.55">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:14px;padding:28px 24px">
<p style="margin:0 0 20px;font-weight:800;color:#4338ca;font-size:17px">${escape(PRODUCT_NAME)}</p>
${p(m.greeting)}
${m.paragraphs.map(p).join('\n')}
${m.list ? `<ul style="margin:0 0 14px;padding-left:20px">${m.list.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>` : ''}
${(m.next ?? []).map(p).join('\n')}
<p style="margin:22px 0"><a href="${escape(m.action.href)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:11px 20px;border-radius:10px">${escape(m.action.label)}</a></p>
<p style="margin:0 0 14px;font-size:13px;color:#475569">Or open this link: <a href="${escape(m.action.href)}" style="color:#4338ca;word-break:break-all">${escape(m.action.href)}</a></p>
${(m.after ?? []).map(p).join('\n')}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b;text-align:center">${escape(m.footer)}</p>
</body></html>`;
  return { subject: m.subject, text, html };
}

const noticesFooter = (base: string) =>
  `You get this e-mail because you have an account on ${PRODUCT_NAME}. You can turn these notices off in your settings: ${url(base, '/settings')}`;
const accountFooter = `You get this e-mail because you have an account on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`;

export function companyRequestApprovedEmail(base: string, companyName: string): RenderedEmail {
  return render({
    subject: `${companyName} is approved on ${PRODUCT_NAME}`,
    greeting: `Hello ${companyName},`,
    paragraphs: ['Good news: your company request was approved. You are now a verified partner: you can post internships, and students can browse them and apply.'],
    action: { label: 'Open your company dashboard', href: url(base, '/company-dashboard') },
    footer: noticesFooter(base),
  });
}

export function companyRequestRejectedEmail(base: string, companyName: string, adminNotes: string | null): RenderedEmail {
  return render({
    subject: `Your company request on ${PRODUCT_NAME}`,
    greeting: `Hello ${companyName},`,
    paragraphs: [
      'Thank you for applying to become a partner. After review, your company request was not approved.',
      ...(adminNotes ? [`Note from our team: ${adminNotes}`] : []),
      `If you have questions, write to ${SUPPORT_EMAIL}.`,
    ],
    action: { label: 'See your request', href: url(base, '/company-status') },
    footer: noticesFooter(base),
  });
}

const STATUS_WORDS: Record<string, string> = {
  pending: 'moved back to pending',
  reviewed: 'reviewed',
  accepted: 'accepted',
  rejected: 'not selected this time',
};

export function applicationStatusChangedEmail(base: string, firstName: string, internshipTitle: string, companyName: string | null, status: string): RenderedEmail {
  const at = companyName ? ` at ${companyName}` : '';
  return render({
    subject: `Your application for ${internshipTitle}: ${status}`,
    greeting: `Hi ${firstName || 'there'},`,
    paragraphs: [
      `Your application for "${internshipTitle}"${at} was ${STATUS_WORDS[status] ?? status}.${status === 'accepted' ? ' Congratulations!' : ''}`,
      status === 'rejected' ? 'Keep going: new internships are posted every week.' : 'You can follow all your applications on your dashboard.',
    ],
    action: { label: 'Open your dashboard', href: url(base, '/dashboard') },
    footer: noticesFooter(base),
  });
}

export function newApplicantEmail(base: string, companyName: string, internshipTitle: string): RenderedEmail {
  return render({
    subject: `New applicant for ${internshipTitle}`,
    greeting: `Hello ${companyName},`,
    paragraphs: [`A student has applied to "${internshipTitle}". Please review the application within a week.`],
    action: { label: 'See your applicants', href: url(base, '/company-dashboard') },
    footer: noticesFooter(base),
  });
}

export function parentalConsentRequestedEmail(base: string, studentName: string, token: string, expiresOn: string): RenderedEmail {
  return render({
    // No text a student chose in the subject: the address is not verified, and a subject is what a stranger would read first.
    subject: `A student asks for your consent on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${studentName} signed up on ${PRODUCT_NAME}, where high school students find internships, and gave your e-mail as their parent or guardian.`,
      'Before a student under 18 can apply for an internship, a parent or guardian must agree. Applying shares this with the companies the student applies to:',
    ],
    list: SHARED_FIELDS,
    action: { label: 'Review and answer', href: url(base, `/consent/${token}`) },
    after: [
      `The link works until ${expiresOn}. You can agree or refuse there, and if you agree you can withdraw your consent at any time later.`,
      'If you do not know this student, you can ignore this e-mail: nothing is shared without your consent.',
    ],
    footer: `You get this e-mail because a student gave your address as their parent's or guardian's. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

export function parentalConsentGivenEmail(base: string, studentName: string, token: string): RenderedEmail {
  return render({
    subject: `You gave your consent on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `Thank you. You agreed that ${studentName} can apply for internships on ${PRODUCT_NAME}, sharing their profile, cover letters and résumés with the companies they apply to.`,
      'You can withdraw your consent at any time with the link below: companies then stop seeing the shared data at once.',
    ],
    action: { label: 'Manage your consent', href: url(base, `/consent/${token}`) },
    footer: `Keep this e-mail: its link lets you withdraw your consent. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

/** To the guardian of an earlier request when the student asks another address: they are told, and keep their way to withdraw. */
export function parentalConsentRedirectedEmail(base: string, studentName: string, token: string, otherAddress: string): RenderedEmail {
  return render({
    subject: `A consent request went to another address on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${studentName} asked you earlier for consent to apply for internships on ${PRODUCT_NAME}. They have now asked for it at another address (${otherAddress}) instead of yours.`,
      'If that is another parent or guardian of theirs, there is nothing to do. If not, you can see where consent stands with the link below and withdraw any consent given, whoever gave it: companies then stop seeing the shared data at once.',
    ],
    action: { label: 'See where consent stands', href: url(base, `/consent/${token}`) },
    footer: `You get this e-mail because a student gave your address as their parent's or guardian's earlier. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

/** An address shown to someone who is not its owner: the first letter of the name and the whole domain (a•••@example.com). */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

export function passwordChangedEmail(base: string, firstName: string): RenderedEmail {
  return render({
    subject: `Your ${PRODUCT_NAME} password was changed`,
    greeting: `Hi ${firstName || 'there'},`,
    paragraphs: [
      'The password of your account was just changed, and every other device was signed out.',
      `If this was not you, reset your access at once and write to ${SUPPORT_EMAIL}.`,
    ],
    action: { label: 'Sign in', href: url(base, '/auth?tab=login') },
    footer: accountFooter,
  });
}
