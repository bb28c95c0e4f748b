// The e-mails in the recipient's language (DESIGN.md §4.3): each localized template renders subject, text and HTML in every
// language, `<html lang dir>` right (Urdu right to left), no English sentence left; English exactly as before.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, type Locale } from '@domain/i18n/locales';
import * as templates from '@domain/notifications/templates';
import { emailVerificationEmail } from '@domain/email-verification/email';
import { passwordResetEmail } from '@domain/password-reset/email';
import { formatDay } from '@domain/notifications/mail-texts';
import { companyInterviewEmail, guardianInterviewEmail, studentInterviewEmail, type ScheduledInterview } from '@domain/interviews/mails';
import { moderationDecisionEmail } from '@domain/moderation/email';
import { savedSearchAlertEmail } from '@domain/notifications/saved-search-templates';
import { applicantAccountDeletedEmail, applicationAcceptedEmail, applicationSubmittedEmail, guardianApplicationAcceptedEmail } from '@domain/notifications/application-templates';

const test = suite('e-mails in six languages');
const base = 'https://ifh.example.org';

const interview: ScheduledInterview = { startsAt: '2026-06-05T10:30:00Z', durationMinutes: 30, mode: 'video', where: 'https://meet.example.org/x', timeZone: 'Asia/Kolkata', internshipTitle: 'Design Helper', companyName: 'Kite Works' };

const mails = (locale: Locale) => ({
  consentRequested: templates.parentalConsentRequestedEmail(base, 'Asha Verma', 'tok', formatDay(locale, new Date('2026-06-03T00:00:00Z')), locale),
  consentGiven: templates.parentalConsentGivenEmail(base, 'Asha Verma', 'tok', locale),
  consentRedirected: templates.parentalConsentRedirectedEmail(base, 'Asha Verma', 'tok', 'a•••@example.com', locale),
  passwordChanged: templates.passwordChangedEmail(base, 'Asha', locale),
  companyApproved: templates.companyRequestApprovedEmail(base, 'Kite Works', locale),
  companyRejected: templates.companyRequestRejectedEmail(base, 'Kite Works', 'Add a website', locale),
  statusChanged: templates.applicationStatusChangedEmail(base, 'Asha', 'Design Helper', 'Kite Works', 'accepted', locale),
  newApplicant: templates.newApplicantEmail(base, 'Kite Works', 'Design Helper', locale),
  verification: emailVerificationEmail(base, 'Asha', 'tok', locale),
  reset: passwordResetEmail(base, null, 'tok', locale),
  accepted: applicationAcceptedEmail(base, 'Asha', 'Design Helper', 'Kite Works', 'See you Monday', true, locale),
  guardianAccepted: guardianApplicationAcceptedEmail(base, 'Asha Verma', 'Design Helper', null, locale),
  interviewStudent: studentInterviewEmail(base, 'Asha', interview, locale),
  interviewCompany: companyInterviewEmail(base, 'Kite Works', 'Asha Verma', interview, locale),
  interviewGuardian: guardianInterviewEmail(base, 'Asha Verma', interview, locale),
  moderationRemoved: moderationDecisionEmail(base, 'Kite Works', 'removed', 'Design Helper', 'It asked for a fee.', locale),
  moderationSuspended: moderationDecisionEmail(base, 'Kite Works', 'suspended', null, 'Fees again.', locale),
  applicantDeleted: applicantAccountDeletedEmail(base, 'Kite Works', 'Design Helper', true, locale),
  savedSearch: savedSearchAlertEmail(base, { firstName: 'Asha', searchId: 's1', query: { q: 'design', location: 'Delhi', type: 'remote', minWeeks: '4', schedule: 'weekends' }, matches: [{ internshipId: 'i1', title: 'Design Helper', location: 'Delhi' }], total: 3 }, locale),
  receipt: applicationSubmittedEmail(base, 'Asha', 'Design Helper', 'Kite Works', { coverLetter: 'I like kites.', answerCount: 2, hoursPerWeek: 6, from: '2026-06-01', to: '2026-07-15', withProfile: true }, locale),
});

test('English stays as it was written', () => {
  const m = mails('en');
  assert.is(m.consentRequested.subject, 'A student asks for your consent on Internships for Highschoolers');
  assert.ok(m.consentRequested.text.startsWith('Hello,\n\nAsha Verma signed up on Internships for Highschoolers, where high school students find internships, and gave your e-mail as their parent or guardian.\n'));
  assert.ok(m.consentRequested.text.includes('The link works until 3 June 2026.'));
  assert.ok(m.consentRequested.text.includes('  - Name (first and last)\n'));
  assert.ok(m.consentRequested.html.includes('<!doctype html>\n<html lang="en"><head>'));
  assert.ok(m.consentRequested.html.includes('>Or open this link: <a'));
  assert.is(m.statusChanged.subject, 'Your application for Design Helper: accepted');
  assert.ok(m.statusChanged.text.includes('Your application for "Design Helper" at Kite Works was accepted. Congratulations!'));
  assert.is(m.passwordChanged.text.split('\n')[0], 'Hi Asha,');
  assert.ok(m.reset.text.includes('The link works once, for 60 minutes.'));
  assert.ok(m.receipt.text.includes("  - Your answers to the company's 2 questions\n  - Your availability: 6 hours a week, from 1 June 2026 to 15 July 2026\n"));
  assert.ok(m.interviewStudent.text.includes('  - When: Friday 5 June 2026, 16:00 (Asia/Kolkata)\n  - How long: 30 minutes\n  - Video call: https://meet.example.org/x\n'), m.interviewStudent.text);
  assert.is(m.moderationRemoved.subject, 'Your internship was removed from Internships for Highschoolers');
  assert.ok(m.moderationRemoved.text.includes('Students reported your internship “Design Helper”. After review, our team removed it for good: students no longer see it.'));
  assert.is(m.applicantDeleted.subject, 'A student you accepted for Design Helper has deleted their account');
  assert.is(m.savedSearch.subject, '3 new internships for your saved search');
  assert.ok(m.savedSearch.text.includes('3 new internships match your saved search (“design” · in Delhi · remote · at least 4 weeks · weekends) since our last e-mail:'));
  assert.ok(m.savedSearch.text.includes('…and 2 more on the search page.'));
  assert.ok(m.newApplicant.text.endsWith(`You can turn these notices off in your settings: ${base}/settings`));
});

for (const locale of LOCALES.filter((l) => l !== 'en')) {
  test(`${locale}: every localized e-mail is in the language, with lang and dir`, () => {
    const english = mails('en');
    for (const [name, mail] of Object.entries(mails(locale))) {
      const en = english[name as keyof typeof english];
      assert.is.not(mail.subject, en.subject, `${locale} ${name} subject`);
      assert.ok(mail.html.includes(`<html lang="${locale}" dir="${locale === 'ur' ? 'rtl' : 'ltr'}">`), `${locale} ${name} html`);
      // Every line of the English text is gone, but for the names, addresses and links that stay as they are.
      const lines = en.text.split('\n').filter((line) => /[a-z]{3,} [a-z]{3,}/.test(line) && !line.includes('http') && !line.startsWith('— '));
      for (const line of lines) assert.not.ok(mail.text.includes(line), `${locale} ${name}: "${line}"`);
      assert.not.ok(mail.html.includes('Or open this link'), `${locale} ${name}`);
    }
  });
}

test('Urdu is right to left in the HTML; dates and numbers through Intl', () => {
  const ur = mails('ur').consentRequested.html;
  assert.ok(ur.includes('direction:rtl;text-align:right'));
  assert.ok(ur.includes('padding-right:20px'));
  assert.ok(mails('bn').reset.text.includes('৬০ মিনিট'));
  assert.is(formatDay('bn', new Date('2026-06-03T00:00:00Z')), new Intl.DateTimeFormat('bn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2026-06-03T00:00:00Z')));
  assert.ok(mails('ta').consentRequested.text.includes('ஜூன்'));
  // A saved search's filters in the language: the work type and schedule in words, the count in Bengali digits.
  assert.ok(mails('hi').savedSearch.text.includes('(“design” · Delhi में · रिमोट · कम से कम 4 हफ़्ते · सप्ताहांत)'), mails('hi').savedSearch.text);
  assert.ok(mails('bn').savedSearch.subject.includes('৩টি'));
});

test.run();
