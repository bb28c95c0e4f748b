// Schemas of the internships context: the body of posting one (approved companies) and the filters of GET /api/internships.
import { z } from 'zod';
import { WORK_TYPES } from './constants';

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, 'Too long');
/** A date as the form sends it: '' or null for none. */
const dateField = z
  .string()
  .trim()
  .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), 'Please enter a valid date')
  .transform((s) => s || null)
  .nullable();
const salaryField = z
  .string()
  .trim()
  .max(100, 'Too long')
  .nullable()
  .transform((s) => s || null);
const skillsField = z.array(z.string().trim().min(1).max(100)).max(30, 'Too many skills');

/** The company's questions to applicants (DESIGN.md §4.0): 0–5, each 1–300 characters once trimmed. */
export const MAX_QUESTIONS = 5;
export const QUESTION_MAX_LENGTH = 300;
export const TOO_MANY_QUESTIONS = `A posting may ask at most ${MAX_QUESTIONS} questions`;
export const QUESTION_TOO_LONG = `A question may be at most ${QUESTION_MAX_LENGTH} characters`;
export const EMPTY_QUESTION = 'A question cannot be empty';
const questionsField = z
  .array(z.string({ error: EMPTY_QUESTION }).trim().min(1, EMPTY_QUESTION).max(QUESTION_MAX_LENGTH, QUESTION_TOO_LONG), { error: 'Questions must be a list' })
  .max(MAX_QUESTIONS, TOO_MANY_QUESTIONS);

/** Every field of an internship (SPEC §3) that a company writes, each with its message. */
const fields = {
  title: required('Title is required'),
  description: required('Description is required', 10_000),
  requirements: z.string().trim().max(10_000, 'Too long'),
  location: required('Location is required'),
  duration: required('Duration is required', 100),
  salary: salaryField,
  type: z.enum(WORK_TYPES, { error: 'Please select internship type' }),
  skills: skillsField,
  applicationDeadline: dateField,
  startDate: dateField,
  questions: questionsField,
};

/** POST /api/internships and the company dashboard's form. */
export const postInternshipSchema = z.object({
  ...fields,
  requirements: fields.requirements.optional().default(''),
  salary: fields.salary.optional().transform((s) => s ?? null),
  skills: fields.skills.optional().default([]),
  applicationDeadline: fields.applicationDeadline.optional().transform((s) => s ?? null),
  startDate: fields.startDate.optional().transform((s) => s ?? null),
  questions: fields.questions.optional().default([]),
});
/** What posting an internship takes; `questions` may be left out (none asked). */
export type NewInternship = Omit<z.output<typeof postInternshipSchema>, 'questions'> & { questions?: string[] };
export type NewInternshipInput = z.input<typeof postInternshipSchema>;

/** PATCH /api/internships/:id (owner) and /api/admin/internships/:id: any of the fields, and isActive to close or reopen. */
export const editInternshipSchema = z
  .object({
    title: fields.title.optional(),
    description: fields.description.optional(),
    requirements: fields.requirements.optional(),
    location: fields.location.optional(),
    duration: fields.duration.optional(),
    salary: fields.salary.optional(),
    type: fields.type.optional(),
    skills: fields.skills.optional(),
    applicationDeadline: fields.applicationDeadline.optional(),
    startDate: fields.startDate.optional(),
    questions: fields.questions.optional(),
    isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
  })
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<NewInternship> & { isActive?: boolean });
export type InternshipEdit = z.output<typeof editInternshipSchema>;

/** A query value that may come once, repeated, or comma-separated. */
const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : [v ?? ''])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  );
const textParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v[0] : v ?? '').trim());

/** GET /api/internships?location=&type=&skills=a,b&q= ('' or 'all' type = any type). */
export const internshipFiltersSchema = z.object({
  location: textParam,
  q: textParam,
  type: textParam
    .transform((t) => t.toLowerCase())
    .pipe(z.enum(['', 'all', ...WORK_TYPES], { error: 'Type must be remote, onsite or hybrid' })).transform((t) => (t === '' || t === 'all' ? null : t)),
  skills: listParam,
});
export type InternshipFilters = z.output<typeof internshipFiltersSchema>;

/** A page of GET /api/internships (DESIGN.md §2): `limit` 1–100 (default 50) and the opaque `cursor` of the page before. */
export const INTERNSHIP_PAGE_DEFAULT = 50;
export const INTERNSHIP_PAGE_MAX = 100;
const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${INTERNSHIP_PAGE_MAX}`;
export const internshipPageSchema = z.object({
  limit: textParam
    .transform((s) => (s === '' ? INTERNSHIP_PAGE_DEFAULT : Number(s)))
    .pipe(z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(INTERNSHIP_PAGE_MAX, LIMIT_MESSAGE)),
  cursor: textParam.pipe(z.string().max(500, 'Invalid cursor')).transform((s) => s || null),
});
export type InternshipPageRequest = z.output<typeof internshipPageSchema>;
