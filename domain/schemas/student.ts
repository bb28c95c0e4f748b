// Schemas of the student's bodies: onboarding profile (SPEC.md §5 messages), applying, saving a favourite.
import { z } from 'zod';
import { GRADES, HOBBIES, INTERNSHIP_DURATIONS } from '../constants';

const text = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, 'Too long');
const list = (message: string) => z.array(z.string().trim().min(1).max(100), { error: message }).min(1, message).max(20, 'Too many selected');

export const onboardingSchema = z.object({
  hobbies: z.array(z.enum(HOBBIES), { error: 'Please select at least one hobby' }).min(1, 'Please select at least one hobby'),
  interestedFields: list('Please select at least one field of interest'),
  internshipDuration: z.enum(INTERNSHIP_DURATIONS, { error: 'Please select internship duration' }),
  preferredCompanies: list('Please select at least one company'),
  location: text('Please enter your location'),
  grade: z.enum(GRADES, { error: 'Please select your grade' }),
  schoolName: text('Please enter your school name'),
});
export type OnboardingProfile = z.infer<typeof onboardingSchema>;

export const submitApplicationSchema = z.object({
  internshipId: z.string({ error: 'No internship found' }).trim().min(1, 'No internship found').max(100),
  coverLetter: z.string().max(10_000, 'Cover letter is too long').optional().default(''),
  resume: z.string().max(10_000, 'Resume is too long').optional().default(''),
  /** The detail page sends 'pending' explicitly (SPEC §4); no other value may be chosen by a student. */
  status: z.literal('pending', { error: 'New applications are pending' }).optional(),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationSchema>;

export const favoriteSchema = z.object({
  internshipId: z.string({ error: 'No internship found' }).trim().min(1, 'No internship found').max(100),
});
