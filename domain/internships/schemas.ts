// Schemas of the internships context: the body of posting one (approved companies) and the filters of GET /api/internships.
import { z } from 'zod';
import { audienceProblems } from './audience-rules';
import { INTERNSHIP_CATEGORY_IDS } from './categories';
import { feeProblems } from './fee-check';
import { MAX_HOURS_PER_WEEK, MIN_AGE_HIGHEST, MIN_AGE_LOWEST, SCHEDULES } from './audience';
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

/** Who a posting is for (DESIGN.md §4.2); the form sends text, the API numbers or text: '' and null read as not given. */
export const MIN_AGE_MESSAGE = `Minimum age must be a whole number from ${MIN_AGE_LOWEST} to ${MIN_AGE_HIGHEST}`;
export const HOURS_MESSAGE = `Hours per week must be a whole number from 1 to ${MAX_HOURS_PER_WEEK}`;
export const SCHEDULE_MESSAGE = 'Please choose a schedule';
export const CATEGORY_MESSAGE = 'Please choose a category';
const numeric = (v: unknown) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v);
const blankIsMissing = (v: unknown) => (v === '' || v === null ? undefined : numeric(v));
const hoursNumber = z.number({ error: HOURS_MESSAGE }).int(HOURS_MESSAGE).min(1, HOURS_MESSAGE).max(MAX_HOURS_PER_WEEK, HOURS_MESSAGE);
const categoryEnum = z.enum(INTERNSHIP_CATEGORY_IDS, { error: CATEGORY_MESSAGE });
const minAgeField = z.preprocess(blankIsMissing, z.number({ error: MIN_AGE_MESSAGE }).int(MIN_AGE_MESSAGE).min(MIN_AGE_LOWEST, MIN_AGE_MESSAGE).max(MIN_AGE_HIGHEST, MIN_AGE_MESSAGE).optional());
const hoursField = z.preprocess(blankIsMissing, hoursNumber.optional());
const scheduleField = z.preprocess(blankIsMissing, z.enum(SCHEDULES, { error: SCHEDULE_MESSAGE }).optional());
const categoryField = z.preprocess(blankIsMissing, categoryEnum.optional());

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

/** POST /api/internships (the company dashboard's form is postingFormSchema, below). */
export const postInternshipSchema = z.object({
  ...fields,
  requirements: fields.requirements.optional().default(''),
  salary: fields.salary.optional().transform((s) => s ?? null),
  skills: fields.skills.optional().default([]),
  applicationDeadline: fields.applicationDeadline.optional().transform((s) => s ?? null),
  startDate: fields.startDate.optional().transform((s) => s ?? null),
  questions: fields.questions.optional().default([]),
  // Optional for SPEC.md's clients (the SPA always sends them, see postingFormSchema): 14, 'flexible', none, none.
  minAge: minAgeField.transform((v) => v ?? MIN_AGE_LOWEST),
  hoursPerWeek: hoursField.transform((v) => v ?? null),
  schedule: scheduleField.transform((v) => v ?? 'flexible'),
  category: categoryField.transform((v) => v ?? null),
});
/**
 * The company dashboard's form: as POST, but hours per week, schedule and category must be given; the rules the server's
 * decider applies (no fees, who the posting may be for) are shown at their fields before sending.
 */
export const postingFormSchema = postInternshipSchema
  .extend({
    hoursPerWeek: hoursField.refine((v) => v !== undefined, HOURS_MESSAGE).transform((v) => v ?? null),
    schedule: scheduleField.refine((v) => v !== undefined, SCHEDULE_MESSAGE).transform((v) => v ?? 'flexible'),
    category: categoryField.refine((v) => v !== undefined, CATEGORY_MESSAGE).transform((v) => v ?? null),
  })
  .superRefine((posting, ctx) => {
    const problems = { ...feeProblems(posting), ...audienceProblems(posting) };
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
type AudienceFields = 'minAge' | 'hoursPerWeek' | 'schedule' | 'category';
/**
 * What posting an internship takes; `questions` may be left out (none asked), and who it is for (the command then reads
 * them as POST does: 14, none, 'flexible', none).
 */
export type NewInternship = Omit<z.output<typeof postInternshipSchema>, 'questions' | AudienceFields> & { questions?: string[] } & Partial<Pick<z.output<typeof postInternshipSchema>, AudienceFields>>;
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
    // null or '' clears hours and category; minAge and schedule keep their value unless given.
    minAge: minAgeField,
    hoursPerWeek: z.preprocess((v) => (v === '' ? null : numeric(v)), hoursNumber.nullable().optional()),
    schedule: scheduleField,
    category: z.preprocess((v) => (v === '' ? null : v), categoryEnum.nullable().optional()),
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
