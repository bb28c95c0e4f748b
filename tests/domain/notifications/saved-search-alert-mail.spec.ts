// The daily e-mail of a saved search's new matches: up to 10 listed with their links, the rest counted, the search page's
// link with the same filters, and the link that turns this search's e-mail off; nothing of the student's in the subject.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { alertsOffPath, savedSearchAlertEmail } from '@domain/notifications/saved-search-templates';

const test = suite('saved search alert e-mail');
const BASE = 'https://ifh.example.org/';
const posting = (n: number) => ({ internshipId: `i-${n}`, title: `Intern ${n}`, location: 'Delhi' });

test('one new match: its title, place and link; the search’s link; the way to turn it off', () => {
  const mail = savedSearchAlertEmail(BASE, { firstName: 'Meera', searchId: 's 1', query: { q: 'design', type: 'remote' }, matches: [posting(1)], total: 1 });
  assert.is(mail.subject, '1 new internship for your saved search');
  assert.match(mail.text, 'Hello Meera,');
  assert.match(mail.text, 'your saved search (“design” · remote)');
  assert.match(mail.text, '  - Intern 1 (Delhi): https://ifh.example.org/internship/i-1');
  assert.match(mail.text, 'See them all: https://ifh.example.org/search?q=design&type=remote');
  assert.match(mail.text, `Turn them off: https://ifh.example.org${alertsOffPath('s 1')}`);
  assert.is(alertsOffPath('s 1'), '/dashboard?search=s%201#saved-searches');
  assert.match(mail.html, '<li>Intern 1 (Delhi): https://ifh.example.org/internship/i-1</li>');
});

test('more than shown: the ten listed and how many more; the subject counts them all; the HTML is escaped', () => {
  const matches = Array.from({ length: 10 }, (_, i) => posting(i + 1));
  matches[0] = { ...matches[0], title: '<b>Bold</b> intern' };
  const mail = savedSearchAlertEmail(BASE, { firstName: '', searchId: 's', query: null, matches, total: 14 });
  assert.is(mail.subject, '14 new internships for your saved search');
  assert.match(mail.text, 'Hello there,');
  assert.match(mail.text, '14 new internships match your saved search (All internships)');
  assert.match(mail.text, '…and 4 more on the search page.');
  assert.is(mail.text.split('\n').filter((l) => l.startsWith('  - ')).length, 10);
  assert.not.match(mail.html, '<b>Bold</b>');
  assert.match(mail.html, '&lt;b&gt;Bold&lt;/b&gt;');
});

test.run();
