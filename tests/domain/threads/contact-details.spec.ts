// Contact details in messages with students under 18 (DESIGN.md §4.1): ordinary prose about dates, hours, grades and money
// is never taken for one; a phone number of the students' countries in any usual writing, an e-mail address (also spelled
// out) and a messaging-app link always are.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { contactDetailsIn } from '@domain/threads/contact-details';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Words and the numbers a student or a company writes about an internship: none of them a contact detail. */
const prosePiece = fc.oneof(
  fc.constantFrom('I', 'can', 'start', 'work', 'a', 'week', 'project', 'school', 'team', 'thank', 'you', 'interview', 'at', 'dot', 'the', 'React', 'Python', 'stipend', 'marks', 'Monday'),
  fc.integer({ min: 1, max: 40 }).map((h) => `${h} hours`),
  fc.integer({ min: 9, max: 12 }).map((g) => `grade ${g}`),
  fc.integer({ min: 2020, max: 2030 }).map((y) => `in ${y}`),
  fc.tuple(fc.integer({ min: 2025, max: 2028 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${pad(m)}-${pad(d)}`),
  fc.tuple(fc.integer({ min: 1, max: 28 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2025, max: 2028 })).map(([d, m, y]) => `${pad(d)}/${pad(m)}/${y}`),
  fc.tuple(fc.integer({ min: 7, max: 20 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${h}:${pad(m)}`),
  fc.integer({ min: 1, max: 100 }).map((p) => `${p}%`),
  fc.integer({ min: 1, max: 50 }).map((k) => `₹${k},000 a month`),
  fc.tuple(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 500, max: 5000 })).map(([r, of]) => `rank ${r} of ${of}`),
);
const prose = fc.array(prosePiece, { minLength: 1, maxLength: 25 }).map((words) => words.join(' ') + '.');


test('ordinary prose about dates, hours, grades and money carries no contact detail', () => {
  fc.assert(fc.property(prose, (text) => contactDetailsIn(text).length === 0), { numRuns: 300 });
});

/** An Indian mobile number written as people write it: bare, with +91 or 0, in groups of five, with dashes, spaced out. */
const indianMobile = fc
  .tuple(fc.integer({ min: 6, max: 9 }), fc.integer({ min: 0, max: 999_999_999 }), fc.integer({ min: 0, max: 5 }))
  .map(([first, rest, form]): [string, number] => [`${first}${pad(rest, 9)}`, form])
  // A number of a range India has given out (not every ten digits from 6 to 9 are one).
  .filter(([digits]) => parsePhoneNumberFromString(digits, 'IN')?.getType() === 'MOBILE')
  .map(([digits, form]) => {
    const groups = `${digits.slice(0, 5)} ${digits.slice(5)}`;
    return [digits, `+91 ${groups}`, `0${digits}`, groups, `${digits.slice(0, 5)}-${digits.slice(5)}`, digits.split('').join(' ')][form];
  });
const inProse = (detail: fc.Arbitrary<string>) => fc.tuple(prose, detail, prose).map(([before, d, after]) => `${before} ${d} ${after}`);

test('a mobile number of India, however written, is found in prose', () => {
  fc.assert(fc.property(inProse(indianMobile), (text) => contactDetailsIn(text).includes('phone')), { numRuns: 300 });
});

test('mobile numbers of Bangladesh, Pakistan and Sri Lanka written nationally, and any written with its country code', () => {
  for (const text of ['my number is 01712-345678', 'call 0300 1234567', 'ring 077 123 4567', 'WhatsApp +880 1712 345678', 'or +94 77 123 4567'])
    assert.ok(contactDetailsIn(text).includes('phone'), text);
});

test('an e-mail address, plain or spelled out, is found in prose', () => {
  const spelled = fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{2,10}$/), fc.constantFrom('gmail', 'yahoo', 'outlook'), fc.constantFrom('com', 'in', 'co'), fc.integer({ min: 0, max: 2 }))
    .map(([name, host, tld, form]) => [`${name} at ${host} dot ${tld}`, `${name} (at) ${host} (dot) ${tld}`, `${name} @ ${host} . ${tld}`][form]);
  fc.assert(fc.property(inProse(fc.oneof(fc.emailAddress(), spelled)), (text) => contactDetailsIn(text).includes('email')), { numRuns: 300 });
});

test('a link to a messaging app is found, with or without its scheme', () => {
  const link = fc
    .tuple(fc.constantFrom('', 'https://', 'http://www.'), fc.constantFrom('wa.me/', 'chat.whatsapp.com/', 't.me/', 'telegram.me/', 'instagram.com/', 'snapchat.com/add/', 'discord.gg/', 'm.me/', 'signal.me/#p/'), fc.stringMatching(/^[a-z][a-z0-9_]{2,12}$/))
    .map(([scheme, host, handle]) => `${scheme}${host}${handle}`);
  fc.assert(fc.property(inProse(link), (text) => contactDetailsIn(text).includes('messaging-link')), { numRuns: 200 });
});

test('a number followed by another figure is still found; a text of hundreds of digit groups is refused without parsing it all', () => {
  assert.ok(contactDetailsIn('call 98765 43210 1 more time').includes('phone'));
  assert.ok(contactDetailsIn('1 '.repeat(1000)).includes('phone'));
});

test('each kind is named once, in a fixed order', () => {
  assert.equal(contactDetailsIn('Call 98765 43210 or 98765 43211, mail a@b.in, or wa.me/919876543210'), ['phone', 'email', 'messaging-link']);
  assert.equal(contactDetailsIn('Thank you! See you at the interview on 2026-12-01 at 10:30.'), []);
});

test.run();
