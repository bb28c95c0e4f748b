// Schemas of the applications context: the body of applying (POST /api/applications) and of a decision (PATCH …/status).
import { z } from 'zod';
import { DECIDED_STATUSES } from './types';

export const COVER_LETTER_MAX = 3_000;
export const ANSWER_MAX = 1_500;
export const NOTE_MAX = 500;
export const WRITE_A_COVER_LETTER = 'Please write a cover letter';
export const COVER_LETTER_TOO_LONG = 'Your cover letter can be at most 3,000 characters';
export const ANSWER_EVERY_QUESTION = 'Please answer every question';
export const ANSWER_TOO_LONG = 'An answer can be at most 1,500 characters';
export const HOURS_PER_WEEK = 'Hours per week must be between 1 and 40';
export const END_BEFORE_START = 'The end date must be after the start date';
export const NOTE_TOO_LONG = 'A note can be at most 500 characters';
export const INVALID_DATE = 'Please enter a valid date (YYYY-MM-DD)';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `s` is a real day written YYYY-MM-DD (not 2026-02-30, not 2026-13-01), by arithmetic (no Date to make). */
export const isCalendarDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [year, month, day] = [Number(s.slice(0, 4)), Number(s.slice(5, 7)), Number(s.slice(8, 10))];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 ? (leap ? 29 : 28) : DAYS_IN_MONTH[month - 1]);
};

/** A calendar date as YYYY-MM-DD ('' or null for none). */
const dayField = z
  .string({ error: INVALID_DATE })
  .trim()
  .refine((s) => s === '' || isCalendarDay(s), INVALID_DATE)
  .transform((s) => s || null)
  .nullable()
  .optional()
  .transform((s) => s ?? null);

/** When and how much the student can work: 1–40 hours a week, and optionally from/to dates (to not before from). */
export const availabilitySchema = z
  .object(
    {
      hoursPerWeek: z.number({ error: HOURS_PER_WEEK }).int(HOURS_PER_WEEK).min(1, HOURS_PER_WEEK).max(40, HOURS_PER_WEEK),
      from: dayField,
      to: dayField,
    },
    { error: HOURS_PER_WEEK },
  )
  .refine((a) => !a.from || !a.to || a.to >= a.from, { message: END_BEFORE_START, path: ['to'] });

export const submitApplicationSchema = z.object({
  internshipId: z.string({ error: 'No internship found' }).trim().min(1, 'No internship found').max(100),
  /** The student's own letter (DESIGN.md §4.0): required. */
  coverLetter: z.string({ error: WRITE_A_COVER_LETTER }).trim().min(1, WRITE_A_COVER_LETTER).max(COVER_LETTER_MAX, COVER_LETTER_TOO_LONG),
  resume: z.string().max(10_000, 'Resume is too long').optional().default(''),
  /** The detail page sends 'pending' explicitly (SPEC §4); no other value may be chosen by a student. */
  status: z.literal('pending', { error: 'New applications are pending' }).optional(),
  /** One answer per question of the posting, in its order (the count is checked against the posting when applying). */
  answers: z
    .array(z.string({ error: ANSWER_EVERY_QUESTION }).trim().min(1, ANSWER_EVERY_QUESTION).max(ANSWER_MAX, ANSWER_TOO_LONG), { error: ANSWER_EVERY_QUESTION })
    .max(5, ANSWER_EVERY_QUESTION)
    .optional()
    .default([]),
  availability: availabilitySchema.nullable().optional().transform((a) => a ?? null),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationSchema>;
export type SubmitApplicationInput = z.input<typeof submitApplicationSchema>;

/** A decision's optional note to the student ('' or null for none). */
const noteField = z
  .string({ error: 'A note must be text' })
  .trim()
  .max(NOTE_MAX, NOTE_TOO_LONG)
  .nullable()
  .optional()
  .transform((n) => n || null);

/** PATCH /api/admin/applications/:id/status: a backend admin may set any of the four statuses (SPEC §4), with a note. */
export const adminApplicationStatusSchema = z.object({
  status: z.enum(DECIDED_STATUSES, { error: 'Status must be pending, reviewed, accepted or rejected' }),
  note: noteField,
});

/** PATCH /api/company/applications/:id/status: the internship's company answers an applicant, with an optional note. */
export const companyApplicationStatusSchema = z.object({
  status: z.enum(['reviewed', 'accepted', 'rejected'], { error: 'Status must be reviewed, accepted or rejected' }),
  note: noteField,
});
