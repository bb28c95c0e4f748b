// A student's date of birth at sign-up (DESIGN.md §4.5): a real date between 12 and 20 years ago, with the reason otherwise
// (a date in the future is named as such, not as a missing date).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import {
  DATE_OF_BIRTH_IN_FUTURE,
  DATE_OF_BIRTH_INVALID,
  dateOfBirthRefusal,
  TOO_OLD_FOR_STUDENT,
  TOO_YOUNG_TO_SIGN_UP,
} from '@domain/consent/schemas';
import { ageOn } from '@domain/consent/age';

const today = new Date('2026-11-26T08:00:00.000Z');

test('the edges: 12 today and 20 today are in; a day short of 12, a day past 20, and tomorrow are out, each with its reason', () => {
  assert.is(dateOfBirthRefusal('2014-11-26', today), null, '12 today');
  assert.is(dateOfBirthRefusal('2014-11-27', today), TOO_YOUNG_TO_SIGN_UP, 'a day short of 12');
  assert.is(dateOfBirthRefusal('2006-11-26', today), null, '20 today');
  assert.is(dateOfBirthRefusal('2006-11-25', today), TOO_OLD_FOR_STUDENT, 'a day past 20 years');
  assert.is(dateOfBirthRefusal('2026-11-27', today), DATE_OF_BIRTH_IN_FUTURE);
  assert.is(dateOfBirthRefusal('2999-01-01', today), DATE_OF_BIRTH_IN_FUTURE);
  assert.is(dateOfBirthRefusal('2026-11-26', today), TOO_YOUNG_TO_SIGN_UP, 'born today');
  assert.is(dateOfBirthRefusal('1850-01-01', today), TOO_OLD_FOR_STUDENT);
});

test('not a date: the plain message', () => {
  for (const value of ['', '2011-02-30', '14/03/2010', '2010-3-4', 'yesterday']) assert.is(dateOfBirthRefusal(value, today), DATE_OF_BIRTH_INVALID, value);
});

test('property: a real past date is accepted exactly when the age is 12 to 19, or 20 on the day itself', () => {
  const day = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2026-11-26T00:00:00Z'), noInvalidDate: true });
  fc.assert(
    fc.property(day, (d) => {
      const value = d.toISOString().slice(0, 10);
      const age = ageOn(value, today)!;
      const refusal = dateOfBirthRefusal(value, today);
      const expected = age < 12 ? TOO_YOUNG_TO_SIGN_UP : age < 20 || (age === 20 && value.slice(5) === '11-26') ? null : TOO_OLD_FOR_STUDENT;
      assert.is(refusal, expected, value);
    }),
  );
});

test.run();
