// Sign-in and sign-up schemas with SPEC.md §5's messages, used by the SPA forms and the server bodies alike.
import { z } from 'zod';
import { DEFAULT_LOCATION, PASSWORD_MIN_LENGTH } from '../constants';
import { SELF_REGISTER_ROLES } from '../roles';

const emailField = z.string({ error: 'Valid email is required' }).trim().email('Valid email is required');

/** The sign-in form (SPEC §5) and the body of POST /api/login (the username field carries the e-mail). */
export const signInFormSchema = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const loginBodySchema = z.object({
  username: z.string({ error: 'Valid email is required' }).trim().min(1, 'Valid email is required').max(254, 'Valid email is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

const passwordField = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024, 'Password is too long');

/** The student sign-up form of /auth (SPEC §5): errors under each field, mismatch shown on confirmPassword. */
export const studentSignUpFormSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, 'First name is required').max(100, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  })
  .refine((f) => f.password === f.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type StudentSignUpForm = z.infer<typeof studentSignUpFormSchema>;

/** The company registration form of /company-signup (SPEC §5). */
export const companySignUpFormSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').email('Please enter a valid email address'),
    password: passwordField,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((f) => f.password === f.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type CompanySignUpForm = z.infer<typeof companySignUpFormSchema>;

const optionalText = (max: number) => z.string().max(max).optional().default('');
const optionalList = z.array(z.string().max(100)).max(50).optional().default([]);

/** The body of POST /api/register (SPEC §3 student or company registration body). */
export const registerBodySchema = z.object({
  email: emailField,
  username: z.string().trim().max(254).optional(),
  password: passwordField,
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100, 'First name is too long'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100, 'Last name is too long'),
  role: z.enum(SELF_REGISTER_ROLES, { error: 'Role must be student or company' }).optional().default('student'),
  location: z.string().trim().max(200).optional().default(DEFAULT_LOCATION),
  bio: optionalText(2000),
  university: optionalText(200),
  fieldOfStudy: optionalText(200),
  graduationYear: z.coerce.number().int().min(1900).max(2200).optional(),
  skills: optionalList,
  hobbies: z.union([optionalList, z.string().max(500).transform((s) => (s ? [s] : []))]).optional().default([]),
  profileComplete: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
