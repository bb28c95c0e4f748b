// Specs of the registration number on a company application (DESIGN.md §4.2): GSTIN with its mod-36 check character, CIN,
// Udyam; a property: changing a valid GSTIN's last character makes it invalid.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  GSTIN_CHECK_DIGIT_WRONG,
  REGISTRATION_NUMBER_INVALID,
  checkRegistrationNumber,
  gstinCheckCharacter,
  registrationKindOf,
} from '@domain/companies/registration-number';
import { emailDomainMatchesWebsite } from '@domain/companies/request-signals';

const test = suite('registration number');
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

test('valid GSTINs, CINs and Udyam numbers, as people type them', () => {
  for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '07AAGFF2194N1Z1', '33AAACH7409R1Z8', ' 24aaacc1206d1zm '])
    assert.equal(checkRegistrationNumber(gstin), { ok: true, kind: 'gstin', value: gstin.trim().toUpperCase() }, gstin);
  assert.equal(checkRegistrationNumber('U72900KA2015PTC082988'), { ok: true, kind: 'cin', value: 'U72900KA2015PTC082988' });
  assert.equal(checkRegistrationNumber('L17110MH1973PLC019786'), { ok: true, kind: 'cin', value: 'L17110MH1973PLC019786' });
  assert.equal(checkRegistrationNumber('udyam-mh-26-0012345'), { ok: true, kind: 'udyam', value: 'UDYAM-MH-26-0012345' });
  assert.is(registrationKindOf('UDYAM-KA-03-1234567'), 'udyam');
  assert.is(registrationKindOf(null), null);
});

test('a GSTIN whose check character is wrong is refused with its own message; other shapes with the general one', () => {
  assert.equal(checkRegistrationNumber('27AAPFU0939F1ZX'), { ok: false, message: GSTIN_CHECK_DIGIT_WRONG });
  assert.equal(checkRegistrationNumber('29AAGCB7383J1Z5'), { ok: false, message: GSTIN_CHECK_DIGIT_WRONG });
  for (const bad of ['', '12345', '27AAPFU0939F1Z', 'X72900KA2015PTC082988', 'UDYAM-MH-26-001234', 'UDYAM-M1-26-0012345', 'AAAAAAAAAAAAAAA'])
    assert.equal(checkRegistrationNumber(bad), { ok: false, message: REGISTRATION_NUMBER_INVALID }, bad);
});

/** Valid GSTINs: a state code, a PAN, an entity count, 'Z', and the right check character. */
const gstins = fc
  .tuple(
    fc.integer({ min: 1, max: 38 }),
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 5, maxLength: 5 }),
    fc.integer({ min: 0, max: 9999 }),
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([state, letters, digits, last, entity]) => {
    const first14 = `${String(state).padStart(2, '0')}${letters}${String(digits).padStart(4, '0')}${last}${entity}Z`;
    return first14 + gstinCheckCharacter(first14);
  });

test('property: every generated GSTIN is valid, and changing its last character makes it invalid', () => {
  fc.assert(
    fc.property(gstins, fc.constantFrom(...CHARSET), (gstin, other) => {
      assert.equal(checkRegistrationNumber(gstin), { ok: true, kind: 'gstin', value: gstin });
      fc.pre(other !== gstin[14]);
      assert.equal(checkRegistrationNumber(gstin.slice(0, 14) + other), { ok: false, message: GSTIN_CHECK_DIGIT_WRONG });
    }),
    { numRuns: 500 },
  );
});

test("the account e-mail's domain matches the website's (www. and subdomains aside), never a mail provider's", () => {
  assert.ok(emailDomainMatchesWebsite('hr@acme.in', 'https://www.acme.in/about'));
  assert.ok(emailDomainMatchesWebsite('Priya@Mail.Acme.IN', 'https://acme.in'));
  assert.ok(emailDomainMatchesWebsite('a@acme.in', 'https://careers.acme.in'));
  assert.not.ok(emailDomainMatchesWebsite('acme.jobs@gmail.com', 'https://acme.in'));
  assert.not.ok(emailDomainMatchesWebsite('a@notacme.in', 'https://acme.in'));
  assert.not.ok(emailDomainMatchesWebsite('a@acme.in', 'not a url'));
  assert.not.ok(emailDomainMatchesWebsite(null, 'https://acme.in'));
});

test.run();
