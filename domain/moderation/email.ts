// The e-mail that tells a company an admin's decision about a report, with the admin's note (DESIGN.md §4.2), in the look of
// the others (domain/notifications/templates.ts's layout).
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';

export type ModerationOutcome = 'restored' | 'removed' | 'suspended';

export function moderationDecisionEmail(base: string, companyName: string, outcome: ModerationOutcome, internshipTitle: string | null, note: string): RenderedEmail {
  const posting = internshipTitle ? `your internship “${internshipTitle}”` : 'your internship';
  const what: Record<ModerationOutcome, { subject: string; paragraph: string }> = {
    restored: {
      subject: `Your internship is visible again on ${PRODUCT_NAME}`,
      paragraph: `Students reported ${posting}, so it was hidden while our team looked at it. The reports were dismissed: it is visible to students again.`,
    },
    removed: {
      subject: `Your internship was removed from ${PRODUCT_NAME}`,
      paragraph: `Students reported ${posting}. After review, our team removed it for good: students no longer see it.`,
    },
    suspended: {
      subject: `Your company account on ${PRODUCT_NAME} is suspended`,
      paragraph: `After review of reports from students, our team suspended your company account: you cannot sign in or post internships, and your internships are hidden from students.`,
    },
  };
  return render({
    subject: what[outcome].subject,
    greeting: `Hello ${companyName},`,
    paragraphs: [what[outcome].paragraph, `Note from our team: ${note}`, 'Internships on this platform never ask students for money, and must be safe for high-school students.'],
    action: outcome === 'suspended' ? { label: 'Read the rules for companies', href: url(base, '/company-info') } : { label: 'Open your company dashboard', href: url(base, '/company-dashboard') },
    after: [`If you think this is a mistake, write to ${SUPPORT_EMAIL}.`],
    footer: `You get this e-mail because your company has an account on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}
