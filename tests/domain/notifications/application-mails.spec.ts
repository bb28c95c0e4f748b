// Given the events, then these e-mails to these addresses: the student's receipt after applying (what was sent, to whom,
// what next), and on acceptance the student's mail and the under-18 student's parent's or guardian's — never to a student's
// account, never to an adult's parent, never with the student's letter in it.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applicationAcceptedMails, applicationSubmittedMails, decisionNote, sentApplication, type GuardianFacts } from '@domain/notifications/application-mails';
import { COMPANY_ANSWER_WITHIN, excerpt } from '@domain/notifications/application-templates';
import { applicationStatusChangedEmail } from '@domain/notifications/templates';
import { guardianAddress, internshipFacts, recipientFacts } from '@domain/notifications/facts';
import { OPTIONAL_EMAIL_KINDS } from '@domain/notifications/kinds';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import type { UserEvent } from '@domain/users/events';
import { registration } from '../../helpers/event-fixtures';

const test = suite('the e-mails of applying');

const BASE = 'https://ifh.example.org';
const AT = new Date('2026-11-25T10:00:00.000Z');
const STUDENT_ID = 'student-1';

const studentEvents = (over: { dateOfBirth?: string | null; email?: string; role?: 'student' | 'company' } = {}): UserEvent[] => [
  {
    type: 'UserRegistered',
    data: { ...registration(STUDENT_ID, over.email ?? 'meera@example.com'), firstName: 'Meera', lastName: 'Iyer', role: over.role ?? 'student', dateOfBirth: over.dateOfBirth === undefined ? '2010-05-01' : over.dateOfBirth },
  },
];
const companyEvents: UserEvent[] = [
  { type: 'UserRegistered', data: { ...registration('company-1', 'hello@lotus.example'), role: 'company' } },
  { type: 'CompanyDetailsUpdated', data: { userId: 'company-1', companyName: 'Lotus Learning', companyField: 'Education', location: 'Pune, India', website: null, at: '2026-11-01T00:00:00.000Z' } },
];
const internship = internshipFacts([
  {
    type: 'InternshipPosted',
    data: {
      internshipId: 'internship-1', companyId: 'company-1', title: 'Garden Helper', description: 'd', requirements: 'r', location: 'Pune, India', duration: '8 weeks',
      salary: null, type: 'onsite', skills: [], applicationDeadline: null, startDate: null, questions: ['Why plants?', 'When?'], postedAt: '2026-11-01T00:00:00.000Z',
    },
  },
]);
const consent = (guardianEmail: string) => [
  { type: 'ParentalConsentRequested', data: { studentId: STUDENT_ID, requestId: 'r-1', guardianEmail: 'first.guess@example.com', at: '2026-11-01T00:00:00.000Z' } },
  { type: 'ParentalConsentRequested', data: { studentId: STUDENT_ID, requestId: 'r-2', guardianEmail, at: '2026-11-02T00:00:00.000Z' } },
  { type: 'ParentalConsentGiven', data: { studentId: STUDENT_ID, requestId: 'r-2', at: '2026-11-02T01:00:00.000Z' } },
];
const companyName = recipientFacts(companyEvents).companyName;
const LETTER = `I have grown tomatoes on our balcony for three years. ${'I water, I weed, I write down what works. '.repeat(12)}THE-END-OF-THE-LETTER`;
const v3 = {
  applicationId: 'a-1', studentId: STUDENT_ID, internshipId: 'internship-1', companyId: 'company-1', coverLetter: LETTER, resume: '', status: 'pending', appliedAt: AT.toISOString(),
  answers: [{ question: 'Why plants?', answer: 'They grow.' }, { question: 'When?', answer: 'Weekends.' }],
  availability: { hoursPerWeek: 10, from: '2026-12-01', to: '2027-01-31' },
  profile: { skills: ['Gardening'], projects: [], achievements: [], schoolName: 'Sunrise School', grade: '11th' },
};

const accepted = (over: { student?: UserEvent[]; guardian?: GuardianFacts | null; note?: string | null } = {}) =>
  applicationAcceptedMails({
    base: BASE,
    studentId: STUDENT_ID,
    student: recipientFacts(over.student ?? studentEvents()),
    internshipTitle: internship.title,
    companyName,
    note: over.note === undefined ? 'See you on Monday!' : over.note,
    guardian: over.guardian === undefined ? { email: guardianAddress(consent('mother@example.com'))!, account: null } : over.guardian,
    at: AT,
  });

test('after applying: one receipt to the student — what was sent, to whom, and what happens next', () => {
  const mails = applicationSubmittedMails({ base: BASE, studentId: STUDENT_ID, student: recipientFacts(studentEvents()), internshipTitle: internship.title, companyName, sent: sentApplication(v3), owner: null });
  assert.is(mails.length, 1);
  const [m] = mails;
  assert.equal([m.kind, m.to, m.subjectId], ['applicationSubmitted', 'meera@example.com', STUDENT_ID]);
  assert.not.ok(OPTIONAL_EMAIL_KINDS.includes(m.kind), 'transactional: the notices setting does not stop it');
  assert.is(m.mail.subject, 'Your application for Garden Helper was sent');
  const { text, html } = m.mail;
  assert.match(text, /Hi Meera,/);
  assert.match(text, /"Garden Helper" was sent to Lotus Learning/);
  assert.ok(text.includes(`"${excerpt(LETTER)}"`), 'the first ~300 characters of the letter');
  assert.ok(text.includes('I have grown tomatoes on our balcony'));
  assert.not.ok(text.includes('THE-END-OF-THE-LETTER'), 'not the whole letter');
  assert.match(text, /Your answers to the company's 2 questions/);
  assert.match(text, /10 hours a week, from 1 December 2026 to 31 January 2027/);
  assert.match(text, /Your profile as it stood when you applied/);
  assert.match(text, new RegExp(`Lotus Learning reviews your application. We ask companies to answer every application within ${COMPANY_ANSWER_WITHIN}\\.`));
  assert.match(text, /withdraw it there/);
  assert.ok(text.includes(`${BASE}/dashboard`));
  assert.ok(html.includes(`href="${BASE}/dashboard"`));
});

test('an application of SPEC.md’s shape (v2: no answers, availability or profile) gets the receipt without those lines', () => {
  const { answers: _a, availability: _v, profile: _p, ...v2 } = v3;
  const [m] = applicationSubmittedMails({ base: BASE, studentId: STUDENT_ID, student: recipientFacts(studentEvents()), internshipTitle: internship.title, companyName, sent: sentApplication({ ...v2, coverLetter: 'Short & <b>sweet</b>' }), owner: null });
  assert.match(m.mail.text, /Your cover letter: "Short & <b>sweet<\/b>"/);
  assert.not.match(m.mail.text, /questions|hours a week|Your profile/);
  assert.ok(m.mail.html.includes('Short &amp; &lt;b&gt;sweet&lt;/b&gt;'), 'the student’s text is escaped in HTML');
  assert.not.ok(m.mail.html.includes('<b>sweet'));
});

test('no receipt for a deleted account or one without an address', () => {
  const deleted: UserEvent[] = [...studentEvents(), { type: 'UserDeleted', data: { userId: STUDENT_ID, role: 'student', claimStream: null, at: AT.toISOString() } }];
  const input = { base: BASE, studentId: STUDENT_ID, internshipTitle: 'x', companyName: null, sent: sentApplication(v3), owner: null };
  assert.equal(applicationSubmittedMails({ ...input, student: recipientFacts(deleted) }), []);
  assert.equal(applicationSubmittedMails({ ...input, student: recipientFacts([]) }), []);
});

test('after applying, the company is told of a new applicant (nothing of the student in it), unless it turned notices off', () => {
  const input = { base: BASE, studentId: STUDENT_ID, student: recipientFacts(studentEvents()), internshipTitle: internship.title, companyName, sent: sentApplication(v3) };
  const [receipt, notice, ...rest] = applicationSubmittedMails({ ...input, owner: { companyId: 'company-1', company: recipientFacts(companyEvents) } });
  assert.equal(rest, []);
  assert.is(receipt.kind, 'applicationSubmitted');
  assert.equal([notice.kind, notice.to, notice.subjectId], ['newApplicant', 'hello@lotus.example', 'company-1']);
  assert.ok(OPTIONAL_EMAIL_KINDS.includes(notice.kind));
  assert.match(notice.mail.text, /Garden Helper/);
  assert.not.ok(notice.mail.text.includes('Meera') || notice.mail.text.includes('tomatoes'), 'not the student’s name or letter');
  const off: UserEvent[] = [...companyEvents, { type: 'UserNoticesChanged', data: { userId: 'company-1', notices: false, at: AT.toISOString() } }];
  assert.equal(applicationSubmittedMails({ ...input, owner: { companyId: 'company-1', company: recipientFacts(off) } }).map((m) => m.kind), ['applicationSubmitted']);
  const gone: UserEvent[] = [...companyEvents, { type: 'UserDeleted', data: { userId: 'company-1', role: 'company', claimStream: null, at: AT.toISOString() } }];
  assert.equal(applicationSubmittedMails({ ...input, owner: { companyId: 'company-1', company: recipientFacts(gone) } }).map((m) => m.kind), ['applicationSubmitted']);
});

test('accepted, a student under 18 who gave a guardian’s address: the student and the guardian (of the latest request) are told', () => {
  const [student, guardian, ...rest] = accepted();
  assert.equal(rest, []);
  assert.equal([student.kind, student.to, student.subjectId], ['applicationAccepted', 'meera@example.com', STUDENT_ID]);
  assert.is(student.mail.subject, 'Congratulations: Lotus Learning accepted you for Garden Helper');
  assert.match(student.mail.text, /Lotus Learning accepted your application for "Garden Helper"/);
  assert.match(student.mail.text, /The note with the decision: "See you on Monday!"/);
  assert.match(student.mail.text, /Lotus Learning will get in touch with you through Internships for Highschoolers to arrange your start/);
  assert.match(student.mail.text, /Nothing is ever to be paid/);
  assert.ok(student.mail.text.includes(SUPPORT_EMAIL));
  assert.match(student.mail.text, /We have told your parent or guardian too/);

  assert.equal([guardian.kind, guardian.to, guardian.subjectId], ['guardianApplicationAccepted', 'mother@example.com', STUDENT_ID]);
  assert.not.ok(OPTIONAL_EMAIL_KINDS.includes(guardian.kind));
  assert.is(guardian.mail.subject, 'An internship offer on Internships for Highschoolers', 'no text a student chose in the subject');
  assert.match(guardian.mail.text, /Meera Iyer, who gave your e-mail as their parent's or guardian's on Internships for Highschoolers, was accepted for the internship "Garden Helper" by Lotus Learning\./);
  assert.match(guardian.mail.text, /What happens next: Lotus Learning will get in touch with Meera Iyer through Internships for Highschoolers to arrange the start/);
  assert.match(guardian.mail.text, /Nothing is ever to be paid/);
  assert.ok(guardian.mail.text.includes(SUPPORT_EMAIL));
  assert.ok(guardian.mail.text.includes(`${BASE}/help`));
  assert.not.match(guardian.mail.text, /See you on Monday|tomatoes/, 'neither the note nor anything the student wrote');
});

test('accepted, 18 or older: only the student, who is not told of a guardian; no note: no note line', () => {
  const mails = accepted({ student: studentEvents({ dateOfBirth: '2008-01-01' }), note: null });
  assert.equal(mails.map((m) => [m.kind, m.to]), [['applicationAccepted', 'meera@example.com']]);
  assert.not.match(mails[0].mail.text, /note with the decision|parent or guardian/);
  // Turning 18 counts on the day of the decision.
  assert.is(accepted({ student: studentEvents({ dateOfBirth: '2008-11-25' }) }).length, 1);
  assert.is(accepted({ student: studentEvents({ dateOfBirth: '2008-11-26' }) }).length, 2);
});

test('accepted: no guardian mail without an address; an unknown age with an address is told (as consent treats it)', () => {
  assert.is(guardianAddress([]), null);
  assert.equal(accepted({ guardian: null }).map((m) => m.kind), ['applicationAccepted']);
  assert.equal(accepted({ student: studentEvents({ dateOfBirth: null }) }).map((m) => m.kind), ['applicationAccepted', 'guardianApplicationAccepted']);
});

test('accepted: never to an address that is a student’s account or the student’s own (a deleted student account’s address is free)', () => {
  const studentAccount = recipientFacts(studentEvents({ email: 'mother@example.com' }));
  assert.equal(accepted({ guardian: { email: 'mother@example.com', account: studentAccount } }).map((m) => m.kind), ['applicationAccepted']);
  const parentAccount = recipientFacts([{ type: 'UserRegistered', data: { ...registration('c-2', 'mother@example.com'), role: 'company' } }]);
  assert.is(accepted({ guardian: { email: 'mother@example.com', account: parentAccount } }).length, 2, 'a company account may well be a parent’s');
  const gone = recipientFacts([...studentEvents({ email: 'mother@example.com' }), { type: 'UserDeleted', data: { userId: STUDENT_ID, role: 'student', claimStream: null, at: AT.toISOString() } }]);
  assert.is(accepted({ guardian: { email: 'mother@example.com', account: gone } }).length, 2);
  assert.equal(accepted({ guardian: { email: 'MEERA@example.com', account: null } }).map((m) => m.kind), ['applicationAccepted']);
});

test('accepted: a deleted student gets nothing, nor does their guardian', () => {
  const deleted: UserEvent[] = [...studentEvents(), { type: 'UserDeleted', data: { userId: STUDENT_ID, role: 'student', claimStream: null, at: AT.toISOString() } }];
  assert.equal(accepted({ student: deleted }), []);
});

test('read defensively: a decision’s note (absent before notes existed), the availability of any version', () => {
  assert.is(decisionNote({ to: 'accepted' }), null);
  assert.is(decisionNote({ note: '   ' }), null);
  assert.is(decisionNote({ note: null }), null);
  assert.is(decisionNote({ note: '  Welcome aboard ' }), 'Welcome aboard');
  assert.equal(sentApplication({ coverLetter: 'x', availability: null }), { coverLetter: 'x', answerCount: 0, hoursPerWeek: null, from: null, to: null, withProfile: false });
  assert.equal(sentApplication({ availability: { hoursPerWeek: 1, from: null, to: null } }).hoursPerWeek, 1);
  assert.is(excerpt('  a   b\n\nc '), 'a b c');
  assert.is(excerpt('word '.repeat(100)).length <= 301, true);
  assert.match(excerpt('word '.repeat(100)), /word…$/);
});

test('the status-change mail says each status in a correct sentence (no "congratulations!." on acceptance)', () => {
  const accepted = applicationStatusChangedEmail(BASE, 'Meera', 'Garden Helper', 'Lotus Learning', 'accepted');
  assert.match(accepted.text, /Your application for "Garden Helper" at Lotus Learning was accepted\. Congratulations!/);
  const reviewed = applicationStatusChangedEmail(BASE, 'Meera', 'Garden Helper', 'Lotus Learning', 'reviewed');
  assert.match(reviewed.text, /Your application for "Garden Helper" at Lotus Learning was reviewed\./);
  for (const status of ['pending', 'reviewed', 'accepted', 'rejected']) {
    const mail = applicationStatusChangedEmail(BASE, 'Meera', 'Garden Helper', null, status);
    assert.not.match(mail.text, /[!?.]\.|— congratulations/i, status);
    assert.match(mail.text, /Your application for "Garden Helper" was (moved back to pending|reviewed|accepted|not selected this time)\./, status);
    assert.not.match(mail.html, /!\./, status);
  }
});

test.run();
