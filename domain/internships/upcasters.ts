// Upcasters of the internships context: lift events written by earlier versions to today's shapes (see events.ts).
import type { Upcaster } from '../shared/upcasting';
import { countryOfLocation } from './countries';
import { parseDurationWeeks } from './duration';
import { parseStipend } from './stipend';

type Texts = { salary?: string | null; duration?: string; location?: string };

export const INTERNSHIPS_UPCASTERS: Upcaster[] = [
  {
    // Postings of before asked no questions.
    type: 'InternshipPosted',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), questions: [] }),
  },
  {
    // Postings of before said nothing of who they are for: open from 14, flexible hours (DESIGN.md §4.2).
    type: 'InternshipPosted',
    fromVersion: 2,
    up: (data) => ({ ...(data as object), minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null }),
  },
  {
    // Postings of before wrote their stipend and duration as text only: read best-effort (DESIGN.md §4.6), null when unsure.
    type: 'InternshipPosted',
    fromVersion: 3,
    up: (data) => {
      const d = data as Texts;
      return { ...(data as object), stipend: parseStipend(d.salary ?? null, countryOfLocation(d.location)), durationWeeks: parseDurationWeeks(d.duration) };
    },
  },
  {
    type: 'InternshipEdited',
    fromVersion: 1,
    up: (data) => ({ ...(data as object), companyId: null }),
  },
  {
    // Edits of before changed the texts only: the data is read from the changed text (the rupee by the changed location, if any).
    type: 'InternshipEdited',
    fromVersion: 2,
    up: (data) => {
      const d = data as { changes: Texts };
      const changes: Record<string, unknown> = { ...d.changes };
      if ('salary' in d.changes) changes.stipend = parseStipend(d.changes.salary ?? null, countryOfLocation(d.changes.location));
      if ('duration' in d.changes) changes.durationWeeks = parseDurationWeeks(d.changes.duration);
      return { ...(data as object), changes };
    },
  },
];
