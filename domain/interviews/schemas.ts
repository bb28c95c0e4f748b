// Schemas of the interviews context: a proposal (POST /api/applications/:id/interviews) and the student's pick
// (POST /api/interviews/:id/accept). Whether the times are in the future, and the hours for students under 18, the decider checks.
import { z } from 'zod';
import { DURATION_MAX, DURATION_MIN, INTERVIEW_MODES, SLOTS_MAX, SLOTS_MIN, WHERE_MAX } from './types';

export const A_DATE_TIME = 'Give a date and time with its offset, e.g. 2026-05-15T16:30:00+05:30';
export const SLOTS_COUNT = 'Propose 1 to 5 times';
export const SLOTS_DISTINCT = 'Propose each time once';
export const DURATION_RANGE = 'An interview lasts 15 to 120 minutes';
export const CHOOSE_A_MODE = "Choose 'video', 'phone' or 'in-person'";
export const SAY_WHERE = 'Say where: a link, a place, or how you will call';
export const WHERE_TOO_LONG = 'Where can be at most 300 characters';
export const CHOOSE_A_SLOT = 'Choose one of the proposed times';

/** An ISO 8601 date-time with its offset (or Z): a time without one would mean a different moment in each time zone. */
export const slotSchema = z.iso.datetime({ offset: true, error: A_DATE_TIME });

export const proposeInterviewSchema = z.object({
  slots: z
    .array(slotSchema, { error: SLOTS_COUNT })
    .min(SLOTS_MIN, SLOTS_COUNT)
    .max(SLOTS_MAX, SLOTS_COUNT)
    .refine((slots) => new Set(slots.map((s) => Date.parse(s))).size === slots.length, SLOTS_DISTINCT),
  durationMinutes: z.number({ error: DURATION_RANGE }).int(DURATION_RANGE).min(DURATION_MIN, DURATION_RANGE).max(DURATION_MAX, DURATION_RANGE),
  mode: z.enum(INTERVIEW_MODES, { error: CHOOSE_A_MODE }),
  where: z.string({ error: SAY_WHERE }).trim().min(1, SAY_WHERE).max(WHERE_MAX, WHERE_TOO_LONG),
});
export type ProposeInterviewBody = z.infer<typeof proposeInterviewSchema>;

export const acceptInterviewSchema = z.object({ slot: z.iso.datetime({ offset: true, error: CHOOSE_A_SLOT }) });
export type AcceptInterviewBody = z.infer<typeof acceptInterviewSchema>;
