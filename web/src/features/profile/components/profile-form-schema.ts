// The /profile form's rules: names for everyone (SPEC §5 messages, domain messages that fieldErrorsOf translates), company
// details for companies (the website's message is the SPA's own, in the page's language: a function, called while rendering).
import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

const name = (message: string) => z.string().trim().min(1, message).max(100, 'Too long');
const optional = (max: number) => z.string().trim().max(max, 'Too long');

export const personSchema = z.object({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  location: optional(200),
  bio: optional(2000),
});

export const companyProfileSchema = () =>
  personSchema.extend({
    companyName: z.string().trim().min(1, 'Company name is required').max(200, 'Too long'),
    companyField: optional(200),
    website: z
      .string()
      .trim()
      .max(300, 'Too long')
      .refine((w) => w === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(w), m.profile_website_invalid()),
  });
