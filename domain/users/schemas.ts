// Schemas of the users context with SPEC.md §5's messages: sign-in, sign-up and the onboarding profile; shared by the SPA forms and the server bodies.
import { z } from 'zod';
import { DEFAULT_LOCATION, GRADES, HOBBIES, INTERNSHIP_DURATIONS, PASSWORD_MIN_LENGTH } from './constants';
import { SELF_REGISTER_ROLES } from '../shared/roles';
import { LOCALES } from '../i18n/locales';
import { dateOfBirthField, GUARDIAN_NOT_YOU, guardianEmailField } from '../consent/schemas';
import type { UserProfileChanges } from './events';
import { nameField, optionalNameField } from '../shared/names';

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

const TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
/** At least six characters that are not all spaces (spaces inside a password are fine). */
const passwordField = z
  .string({ error: TOO_SHORT })
  .min(PASSWORD_MIN_LENGTH, TOO_SHORT)
  .max(1024, 'Password is too long')
  .refine((p) => p.trim().length >= PASSWORD_MIN_LENGTH, TOO_SHORT);

/** The student sign-up form of /auth (SPEC §5): errors under each field, mismatch shown on confirmPassword. */
export const studentSignUpFormSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
    firstName: nameField('First name is required', 100, 'First name is too long'),
    lastName: nameField('Last name is required', 100, 'Last name is too long'),
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

export const UNSUPPORTED_LANGUAGE = 'Please choose a supported language';
const languageField = z.enum(LOCALES, { error: UNSUPPORTED_LANGUAGE });

/** The body of POST /api/register (SPEC §3 student or company registration body). */
export const registerBodySchema = z.object({
  email: emailField,
  username: z.string().trim().max(254).optional(),
  password: passwordField,
  firstName: nameField('First name is required', 100, 'First name is too long'),
  lastName: nameField('Last name is required', 100, 'Last name is too long'),
  role: z.enum(SELF_REGISTER_ROLES, { error: 'Role must be student or company' }).optional().default('student'),
  location: z.string().trim().max(200).optional().default(DEFAULT_LOCATION),
  bio: optionalText(2000),
  university: optionalText(200),
  fieldOfStudy: optionalText(200),
  graduationYear: z.coerce.number().int().min(1900).max(2200).optional(),
  skills: optionalList,
  hobbies: z.union([optionalList, z.string().max(500).transform((s) => (s ? [s] : []))]).optional().default([]),
  profileComplete: z.boolean().optional(),
  /** Beyond SPEC.md (DESIGN.md §3.6): a student's date of birth, and a parent's or guardian's e-mail for a student under 18. */
  dateOfBirth: dateOfBirthField.optional(),
  guardianEmail: guardianEmailField.optional(),
  /** Beyond SPEC.md (DESIGN.md §4.3): the language the person signs up in (else the request's, when it names one). */
  language: languageField.optional(),
}).refine((b) => !b.guardianEmail || b.guardianEmail.toLowerCase() !== b.email.toLowerCase(), { message: GUARDIAN_NOT_YOU, path: ['guardianEmail'] });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** PATCH /api/user: beside the profile fields, whether to get optional e-mail notices. */
export const noticesSchema = z.object({ notices: z.boolean({ error: 'notices must be true or false' }).optional() });

/** PUT /api/user/language: the language of the site and of the person's e-mails (DESIGN.md §4.3). */
export const languageSchema = z.object({ language: languageField });

/** The résumé beyond skills (DESIGN.md §4.0): up to 10 projects and 10 achievements, sent with each application. */
export const MAX_PROJECTS = 10;
export const MAX_ACHIEVEMENTS = 10;
export const PROJECT_TITLE_REQUIRED = 'A project needs a title';
export const PROJECT_TITLE_TOO_LONG = 'A project title can be at most 100 characters';
export const PROJECT_DESCRIPTION_TOO_LONG = 'A project description can be at most 500 characters';
export const PROJECT_LINK_INVALID = 'A project link must be a web address starting with http:// or https://';
export const TOO_MANY_PROJECTS = `You can list at most ${MAX_PROJECTS} projects`;
export const ACHIEVEMENT_EMPTY = 'An achievement cannot be empty';
export const ACHIEVEMENT_TOO_LONG = 'An achievement can be at most 200 characters';
export const TOO_MANY_ACHIEVEMENTS = `You can list at most ${MAX_ACHIEVEMENTS} achievements`;

const isWebAddress = (s: string) => {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
  } catch {
    return false;
  }
};

export const projectSchema = z.object(
  {
    title: z.string({ error: PROJECT_TITLE_REQUIRED }).trim().min(1, PROJECT_TITLE_REQUIRED).max(100, PROJECT_TITLE_TOO_LONG),
    description: z.string({ error: PROJECT_DESCRIPTION_TOO_LONG }).trim().max(500, PROJECT_DESCRIPTION_TOO_LONG).optional().default(''),
    link: z
      .string({ error: PROJECT_LINK_INVALID })
      .trim()
      .max(500, PROJECT_LINK_INVALID)
      .refine((s) => s === '' || isWebAddress(s), PROJECT_LINK_INVALID)
      .nullable()
      .optional()
      .transform((s) => s || null),
  },
  { error: PROJECT_TITLE_REQUIRED },
);
export const projectsField = z.array(projectSchema, { error: 'Projects must be a list' }).max(MAX_PROJECTS, TOO_MANY_PROJECTS);
export const achievementsField = z
  .array(z.string({ error: ACHIEVEMENT_EMPTY }).trim().min(1, ACHIEVEMENT_EMPTY).max(200, ACHIEVEMENT_TOO_LONG), { error: 'Achievements must be a list' })
  .max(MAX_ACHIEVEMENTS, TOO_MANY_ACHIEVEMENTS);

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, 'Too long');
const list = (message: string) => z.array(z.string().trim().min(1).max(100), { error: message }).min(1, message).max(20, 'Too many selected');

export const onboardingSchema = z.object({
  hobbies: z.array(z.enum(HOBBIES), { error: 'Please select at least one hobby' }).min(1, 'Please select at least one hobby'),
  interestedFields: list('Please select at least one field of interest'),
  internshipDuration: z.enum(INTERNSHIP_DURATIONS, { error: 'Please select internship duration' }),
  /**
   * The platform's approved companies the student would like to work with, by name (GET /api/companies); optional since
   * issue 36, which overrides SPEC §5's 'at least one' — SPEC's message stays for a value that is no list.
   */
  preferredCompanies: z
    .array(z.string().trim().min(1).max(100), { error: 'Please select at least one company' })
    .max(20, 'Too many selected')
    .default([]),
  location: text('Please enter your location'),
  grade: z.enum(GRADES, { error: 'Please select your grade' }),
  schoolName: nameField('Please enter your school name', 200),
  /** The résumé, when the student gives it at onboarding (absent: left as it is). */
  skills: z.array(z.string().trim().min(1).max(100)).max(50, 'Too many skills').optional(),
  projects: projectsField.optional(),
  achievements: achievementsField.optional(),
});
export type OnboardingProfile = z.infer<typeof onboardingSchema>;


const textList = z.array(z.string().trim().max(100)).max(50);
const name = (message: string) => nameField(message);

/**
 * PATCH /api/admin/users/:id: any of the profile fields (unknown fields, and the ones no admin may change such as the
 * password, the role or the e-mail, are ignored). The edit dialog's 'Save Changes' sends profileComplete: true (SPEC §2).
 */
export const adminEditUserSchema = z
  .object({
    firstName: name('First name is required').optional(),
    lastName: name('Last name is required').optional(),
    location: z.string().trim().max(200).optional(),
    bio: z.string().trim().max(2000).optional(),
    grade: z.union([z.enum(GRADES, { error: 'Please select your grade' }), z.literal(''), z.null()]).transform((g) => g || null).optional(),
    schoolName: optionalNameField(200).nullable().optional(),
    university: z.string().trim().max(200).optional(),
    graduationYear: z.number().int().min(1900).max(2200).nullable().optional(),
    fieldOfStudy: z.string().trim().max(200).optional(),
    skills: textList.optional(),
    hobbies: textList.optional(),
    interestedFields: textList.optional(),
    preferredCompanies: textList.optional(),
    internshipDuration: z.string().trim().max(50).nullable().optional(),
    companyName: optionalNameField(200).nullable().optional(),
    companyField: z.string().trim().max(200).nullable().optional(),
    website: z.string().trim().max(300).nullable().optional(),
    profileComplete: z.boolean().optional(),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as UserProfileChanges);

/** POST /api/user/password: the current password, and a new one under the sign-up rule. */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1024, 'Password is too long'),
  newPassword: passwordField,
});

/** DELETE /api/user: the person confirms with their password. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
});

/** PATCH /api/user: the fields a person may change on their own account (the server keeps those of their role). */
export const ownProfileSchema = z
  .object({
    firstName: name('First name is required').optional(),
    lastName: name('Last name is required').optional(),
    location: z.string().trim().max(200).optional(),
    bio: z.string().trim().max(2000).optional(),
    grade: z.union([z.enum(GRADES, { error: 'Please select your grade' }), z.literal(''), z.null()]).transform((g) => g || null).optional(),
    schoolName: optionalNameField(200).nullable().optional(),
    skills: textList.optional(),
    projects: projectsField.optional(),
    achievements: achievementsField.optional(),
    hobbies: textList.optional(),
    interestedFields: textList.optional(),
    preferredCompanies: textList.optional(),
    internshipDuration: z.string().trim().max(50).nullable().optional(),
    companyName: nameField('Company name is required', 200).optional(),
    companyField: z.string().trim().max(200).nullable().optional(),
    website: z.string().trim().max(300).nullable().optional(),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as UserProfileChanges);

/** Which of those fields belong to each role's own profile. */
export const OWN_PROFILE_FIELDS: Record<'student' | 'company' | 'admin', readonly (keyof UserProfileChanges)[]> = {
  student: ['firstName', 'lastName', 'location', 'bio', 'grade', 'schoolName', 'skills', 'projects', 'achievements', 'hobbies', 'interestedFields', 'preferredCompanies', 'internshipDuration'],
  company: ['firstName', 'lastName', 'location', 'bio', 'companyName', 'companyField', 'website'],
  admin: ['firstName', 'lastName', 'location', 'bio'],
};
