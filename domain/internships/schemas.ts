// Schemas of the internships context: the body of posting one (approved companies) and the filters of GET /api/internships.
import { z } from 'zod';
import { audienceProblems } from './audience-rules';
import { INTERNSHIP_CATEGORY_IDS } from './categories';
import { feeProblems } from './fee-check';
import { startProblems } from './deadlines';
import { MAX_HOURS_PER_WEEK, MIN_AGE_HIGHEST, MIN_AGE_LOWEST, SCHEDULES } from './audience';
import { WORK_TYPES } from './constants';
import { COUNTRIES } from './countries';
import { MAX_DURATION_WEEKS, MIN_DURATION_WEEKS } from './duration';
import { CURRENCIES, MAX_STIPEND_AMOUNT, STIPEND_PERIODS, type Stipend } from './stipend';

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

/** The stipend and duration as data (DESIGN.md §4.6), each with its message. */
export const STIPEND_AMOUNT_MESSAGE = 'Stipend amount must be a positive number';
export const CURRENCY_MESSAGE = 'Please choose a currency';
export const STIPEND_PERIOD_MESSAGE = 'Please choose a stipend period';
export const DURATION_WEEKS_MESSAGE = `Duration must be a whole number of weeks from ${MIN_DURATION_WEEKS} to ${MAX_DURATION_WEEKS}`;
const paidStipend = z.object({
  amount: z.preprocess(numeric, z.number({ error: STIPEND_AMOUNT_MESSAGE }).positive(STIPEND_AMOUNT_MESSAGE).max(MAX_STIPEND_AMOUNT, STIPEND_AMOUNT_MESSAGE)).transform((n) => Math.round(n * 100) / 100),
  currency: z.enum(CURRENCIES, { error: CURRENCY_MESSAGE }),
  period: z.enum(STIPEND_PERIODS, { error: STIPEND_PERIOD_MESSAGE }),
});
/** `{ unpaid: true }`, or `{ amount, currency, period }` (amounts to the cent); each wrong part answers its own message. */
export const stipendSchema = z.unknown().transform((value, ctx): Stipend => {
  if (value !== null && typeof value === 'object' && (value as { unpaid?: unknown }).unpaid === true) return { unpaid: true };
  const parsed = paidStipend.safeParse(value !== null && typeof value === 'object' ? value : {});
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});
const durationWeeksField = z.preprocess(
  blankIsMissing,
  z.number({ error: DURATION_WEEKS_MESSAGE }).int(DURATION_WEEKS_MESSAGE).min(MIN_DURATION_WEEKS, DURATION_WEEKS_MESSAGE).max(MAX_DURATION_WEEKS, DURATION_WEEKS_MESSAGE).optional(),
);
/** A stipend that may be left out (undefined) or cleared (null: not stated). */
const stipendField = z.preprocess((v) => (v === '' ? null : v), stipendSchema.nullable().optional());

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
  // The data of DESIGN.md §4.6 (posting-terms.ts makes the texts from them, or reads them from the texts): the duration's
  // text may be left out when its weeks are given.
  duration: fields.duration.optional(),
  stipend: stipendField,
  durationWeeks: durationWeeksField,
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
    // A past deadline needs the clock (and an old posting may keep its own): the server says it, at the field.
    const problems = { ...feeProblems(posting), ...audienceProblems(posting), ...startProblems(posting) };
    for (const [field, message] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message });
  });
type AudienceFields = 'minAge' | 'hoursPerWeek' | 'schedule' | 'category';
/**
 * What posting an internship takes; `questions` may be left out (none asked), and who it is for (the command then reads
 * them as POST does: 14, none, 'flexible', none).
 */
export type NewInternship = Omit<z.output<typeof postInternshipSchema>, 'questions' | AudienceFields | 'duration'> & { questions?: string[]; duration?: string } & Partial<Pick<z.output<typeof postInternshipSchema>, AudienceFields>>;
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
    stipend: stipendField,
    durationWeeks: z.preprocess((v) => (v === '' ? null : numeric(v)), z.number({ error: DURATION_WEEKS_MESSAGE }).int(DURATION_WEEKS_MESSAGE).min(MIN_DURATION_WEEKS, DURATION_WEEKS_MESSAGE).max(MAX_DURATION_WEEKS, DURATION_WEEKS_MESSAGE).nullable().optional()),
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

/** A query value as a string: from the URL (once or repeated: the first), or from a saved search's JSON (numbers, booleans). */
const scalarParam = z
  .union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()])
  .optional()
  .transform((v) => String((Array.isArray(v) ? v[0] : v) ?? '').trim());
/** An optional number of a query (null when absent), with its message. */
const numberParam = (message: string, check: (n: number) => boolean) =>
  scalarParam.transform((s, ctx) => {
    if (s === '') return null;
    const n = /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
    if (check(n)) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const enumParam = <const T extends readonly string[]>(values: T, message: string, upper = true) =>
  scalarParam.transform((s, ctx): T[number] | null => {
    const v = upper ? s.toUpperCase() : s.toLowerCase();
    if (v === '') return null;
    if ((values as readonly string[]).includes(v)) return v as T[number];
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
const wholeIn = (min: number, max: number) => (n: number) => Number.isInteger(n) && n >= min && n <= max;

export const SEARCH_SORTS = ['newest', 'stipend', 'deadline'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const MIN_STIPEND_PARAM_MESSAGE = 'minStipend must be a number of 0 or more';
export const MAX_STIPEND_PARAM_MESSAGE = 'maxStipend must be a number of 0 or more';
export const CURRENCY_PARAM_MESSAGE = `currency must be one of ${CURRENCIES.join(', ')}`;
export const PAID_PARAM_MESSAGE = 'paid must be true or false';
export const WEEKS_PARAM_MESSAGE = (name: string) => `${name} must be a whole number from ${MIN_DURATION_WEEKS} to ${MAX_DURATION_WEEKS}`;
export const MAX_HOURS_PARAM_MESSAGE = `maxHours must be a whole number from 1 to ${MAX_HOURS_PER_WEEK}`;
export const SCHEDULE_PARAM_MESSAGE = `schedule must be one of ${SCHEDULES.join(', ')}`;
export const COUNTRY_PARAM_MESSAGE = `country must be one of ${COUNTRIES.join(', ')}`;
export const SORT_PARAM_MESSAGE = `sort must be one of ${SEARCH_SORTS.join(', ')}`;

/**
 * GET /api/internships?location=&type=&skills=a,b&q= ('' or 'all' type = any type), and the filters and orders of DESIGN.md
 * §4.6: minStipend and maxStipend (a month, in `currency`, INR unless given), paid=true, minWeeks/maxWeeks, maxHours, schedule, country,
 * sort=newest|stipend|deadline. Saved searches keep an object of these very parameters, checked by this schema.
 */
export const internshipFiltersSchema = z.object({
  location: textParam,
  q: textParam,
  type: textParam
    .transform((t) => t.toLowerCase())
    .pipe(z.enum(['', 'all', ...WORK_TYPES], { error: 'Type must be remote, onsite or hybrid' })).transform((t) => (t === '' || t === 'all' ? null : t)),
  skills: listParam,
  minStipend: numberParam(MIN_STIPEND_PARAM_MESSAGE, (n) => Number.isFinite(n) && n >= 0 && n <= MAX_STIPEND_AMOUNT),
  // SPEC.md's salary filter has a maximum beside the minimum: postings paying more a month are left out (unpaid ones stay).
  maxStipend: numberParam(MAX_STIPEND_PARAM_MESSAGE, (n) => Number.isFinite(n) && n >= 0 && n <= MAX_STIPEND_AMOUNT),
  currency: enumParam(CURRENCIES, CURRENCY_PARAM_MESSAGE).transform((c) => c ?? 'INR'),
  paid: scalarParam.transform((s, ctx) => {
    if (s === '' || s.toLowerCase() === 'false') return false;
    if (s.toLowerCase() === 'true') return true;
    ctx.addIssue({ code: 'custom', message: PAID_PARAM_MESSAGE });
    return z.NEVER;
  }),
  minWeeks: numberParam(WEEKS_PARAM_MESSAGE('minWeeks'), wholeIn(MIN_DURATION_WEEKS, MAX_DURATION_WEEKS)),
  maxWeeks: numberParam(WEEKS_PARAM_MESSAGE('maxWeeks'), wholeIn(MIN_DURATION_WEEKS, MAX_DURATION_WEEKS)),
  maxHours: numberParam(MAX_HOURS_PARAM_MESSAGE, wholeIn(1, MAX_HOURS_PER_WEEK)),
  schedule: enumParam(SCHEDULES, SCHEDULE_PARAM_MESSAGE, false),
  country: enumParam(COUNTRIES, COUNTRY_PARAM_MESSAGE),
  sort: enumParam(SEARCH_SORTS, SORT_PARAM_MESSAGE, false).transform((s) => s ?? 'newest'),
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
