// How the chrome names a user: a company by its company name once it has one (never 'Company User'), everyone else by SPEC §2.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { avatarLetter, displayName } from '@/components/layout/user-display';

const base = { firstName: 'Company', lastName: 'User', username: 'acme@example.com', email: 'acme@example.com' };

test('a company with a name is called by it, and its avatar shows its first letter', () => {
  const company = { ...base, role: 'company' as const, companyName: '  Kestrel Robotics ' };
  assert.is(displayName(company), 'Kestrel Robotics');
  assert.is(avatarLetter(company), 'K');
});

test('a company without a name yet, and a student, as SPEC §2 says', () => {
  assert.is(displayName({ ...base, role: 'company', companyName: null }), 'Company User');
  assert.is(avatarLetter({ ...base, role: 'company', companyName: '' }), 'C');
  const student = { ...base, firstName: 'Asha', lastName: 'Verma', role: 'student' as const, companyName: 'Ignored' };
  assert.is(displayName(student), 'Asha Verma');
  assert.is(avatarLetter(student), 'A');
  assert.is(displayName({ firstName: '', lastName: '', companyName: null, username: 'asha' }), 'asha');
});

test.run();
