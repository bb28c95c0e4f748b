// Specs of the sign-in and sign-up zod schemas (domain/schemas/auth.ts): SPEC.md §5's messages on the right fields, and the register body's defaults.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { z } from 'zod';
import {
  companySignUpFormSchema,
  loginBodySchema,
  registerBodySchema,
  signInFormSchema,
  studentSignUpFormSchema,
} from '@domain/users/schemas';

const test = suite('auth schemas');

/** The first message per field, as a form (and the server's 400 answer) shows it; {} when the input is valid. */
function firstErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const student = { email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1', firstName: 'Ada', lastName: 'Lovelace' };
const company = { email: 'hr@acme.example', password: 'secret1', confirmPassword: 'secret1' };
const register = { email: 'ada@example.com', password: 'secret1', firstName: 'Ada', lastName: 'Lovelace' };

test('sign in: a valid form passes, with the e-mail trimmed', () => {
  const r = signInFormSchema.safeParse({ email: '  ada@example.com ', password: 'x' });
  assert.ok(r.success);
  assert.is(r.data?.email, 'ada@example.com');
});

test("sign in: 'Valid email is required' and 'Password is required'", () => {
  const expected = { email: 'Valid email is required', password: 'Password is required' };
  assert.equal(firstErrors(signInFormSchema, { email: 'not-an-email', password: '' }), expected);
  assert.equal(firstErrors(signInFormSchema, { email: '', password: '' }), expected);
  assert.equal(firstErrors(signInFormSchema, {}), expected);
});

test('login body: the username field carries the e-mail (or username) with the same messages', () => {
  assert.equal(firstErrors(loginBodySchema, {}), { username: 'Valid email is required', password: 'Password is required' });
  assert.equal(firstErrors(loginBodySchema, { username: '   ', password: '' }), { username: 'Valid email is required', password: 'Password is required' });
  assert.equal(firstErrors(loginBodySchema, { username: 'admin1', password: 'pw' }), {});
});

test('student sign up: a valid form passes', () => {
  assert.equal(firstErrors(studentSignUpFormSchema, student), {});
});

test('student sign up: every field shows its SPEC message under itself', () => {
  assert.equal(firstErrors(studentSignUpFormSchema, { email: 'nope', password: '12345', confirmPassword: '12345', firstName: '', lastName: '  ' }), {
    email: 'Valid email is required',
    password: 'Password must be at least 6 characters',
    firstName: 'First name is required',
    lastName: 'Last name is required',
  });
});

test('student sign up: six characters is enough for a password', () => {
  assert.equal(firstErrors(studentSignUpFormSchema, { ...student, password: '123456', confirmPassword: '123456' }), {});
});

test("student sign up: a mismatch shows 'Passwords don't match' on confirmPassword", () => {
  assert.equal(firstErrors(studentSignUpFormSchema, { ...student, confirmPassword: 'secret2' }), { confirmPassword: "Passwords don't match" });
  // ...also next to other field errors.
  assert.equal(firstErrors(studentSignUpFormSchema, { ...student, email: 'nope', confirmPassword: 'other' }), {
    email: 'Valid email is required',
    confirmPassword: "Passwords don't match",
  });
});

test('company registration: a valid form passes', () => {
  assert.equal(firstErrors(companySignUpFormSchema, company), {});
});

test("company registration: 'Email is required' when empty, 'Please enter a valid email address' when malformed", () => {
  assert.is(firstErrors(companySignUpFormSchema, { ...company, email: '' }).email, 'Email is required');
  assert.is(firstErrors(companySignUpFormSchema, { ...company, email: '   ' }).email, 'Email is required');
  assert.is(firstErrors(companySignUpFormSchema, { ...company, email: 'hr@' }).email, 'Please enter a valid email address');
});

test('company registration: password length, confirmation required, and the mismatch on the confirm field', () => {
  assert.equal(firstErrors(companySignUpFormSchema, { ...company, password: 'abc', confirmPassword: 'abc' }), {
    password: 'Password must be at least 6 characters',
  });
  assert.equal(firstErrors(companySignUpFormSchema, { ...company, confirmPassword: '' }), { confirmPassword: 'Please confirm your password' });
  assert.equal(firstErrors(companySignUpFormSchema, { ...company, confirmPassword: 'secret2' }), { confirmPassword: "Passwords don't match" });
});

test('register body: defaults are role student, location India, empty texts and lists', () => {
  const r = registerBodySchema.safeParse(register);
  assert.ok(r.success);
  assert.equal(r.data, {
    ...register,
    role: 'student',
    location: 'India',
    bio: '',
    university: '',
    fieldOfStudy: '',
    skills: [],
    hobbies: [],
  });
});

test('register body: role company is accepted; admin (or anything else) is refused', () => {
  assert.is(registerBodySchema.parse({ ...register, role: 'company' }).role, 'company');
  assert.equal(firstErrors(registerBodySchema, { ...register, role: 'admin' }), { role: 'Role must be student or company' });
  assert.equal(firstErrors(registerBodySchema, { ...register, role: 'superuser' }), { role: 'Role must be student or company' });
});

test('register body: missing fields get the SPEC messages', () => {
  assert.equal(firstErrors(registerBodySchema, {}), {
    email: 'Valid email is required',
    password: 'Password must be at least 6 characters',
    firstName: 'First name is required',
    lastName: 'Last name is required',
  });
});

test('register body: what the sign-up screens send is accepted (empty strings, a hobby string, a year as text)', () => {
  const r = registerBodySchema.parse({
    ...register,
    username: 'ada@example.com',
    location: 'Pune',
    bio: '',
    university: '',
    fieldOfStudy: '',
    hobbies: '',
    skills: [],
    graduationYear: '2027',
    profileComplete: false,
  });
  assert.is(r.location, 'Pune');
  assert.equal(r.hobbies, []);
  assert.is(r.graduationYear, 2027);
  assert.equal(registerBodySchema.parse({ ...register, hobbies: 'coding' }).hobbies, ['coding']);
  assert.equal(registerBodySchema.parse({ ...register, hobbies: ['coding', 'music'] }).hobbies, ['coding', 'music']);
});

test('register body: the e-mail and names are trimmed', () => {
  const r = registerBodySchema.parse({ ...register, email: ' ada@example.com ', firstName: ' Ada ', lastName: ' Lovelace ' });
  assert.equal([r.email, r.firstName, r.lastName], ['ada@example.com', 'Ada', 'Lovelace']);
});

test.run();
