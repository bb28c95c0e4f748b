// The company's e-mail when a student deletes the account (issue 36): for an accepted, reviewed or pending application,
// to the company's address, sealed with the company's key, naming the internship and never the student; transactional.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applicantDeletedMails } from '@domain/notifications/application-mails';
import type { RecipientFacts } from '@domain/notifications/facts';
import { OPTIONAL_EMAIL_KINDS } from '@domain/notifications/kinds';

const test = suite('applicant deleted mails');

const company: RecipientFacts = { email: 'hr@kites.example.org', firstName: 'Company', lastName: 'User', companyName: 'Kite Works', role: 'company', dateOfBirth: null, notices: false, language: null, deleted: false };
const plan = (status: string, over: Partial<RecipientFacts> = {}) =>
  applicantDeletedMails({ base: 'https://ifh.example.org', companyId: 'c-1', company: { ...company, ...over }, internshipTitle: 'Kite Workshop Assistant', status });

test('an accepted applicant: "A student you accepted …", to the company, sealed with its key, even with notices off', () => {
  const [m, ...rest] = plan('accepted');
  assert.is(rest.length, 0);
  assert.equal([m.kind, m.to, m.subjectId], ['applicantAccountDeleted', 'hr@kites.example.org', 'c-1']);
  assert.is(m.mail.subject, 'A student you accepted for Kite Workshop Assistant has deleted their account');
  assert.match(m.mail.text, /Hello Kite Works,/);
  assert.match(m.mail.text, /Account deleted/);
  assert.match(m.mail.text, /https:\/\/ifh\.example\.org\/company-dashboard/);
  assert.not.ok(OPTIONAL_EMAIL_KINDS.includes(m.kind), 'transactional');
});

test('pending and reviewed applicants: "An applicant for …"; rejected, withdrawn and completed ones, or a deleted company: nothing', () => {
  for (const status of ['pending', 'reviewed']) assert.is(plan(status)[0].mail.subject, 'An applicant for Kite Workshop Assistant has deleted their account');
  for (const status of ['rejected', 'withdrawn', 'completed']) assert.equal(plan(status), []);
  assert.equal(plan('accepted', { deleted: true }), []);
  assert.equal(plan('accepted', { email: null }), []);
});

test.run();
