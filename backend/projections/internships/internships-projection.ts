// Projection `internships`: one document per internship, as the API shows it; gone when deleted or when its company is.
// Besides, the search's own fields (DESIGN.md §4.6): whether it is listed, its monthly stipend in US dollars and its
// deadline's place in the order by deadline, each indexed (the API leaves them out: toInternship).
import type { Internship } from '@domain/internships/types';
import { countryOfLocation } from '@domain/internships/countries';
import { comparableUsd, monthlyStipend } from '@domain/internships/stipend';
import { assertNever } from '@domain/shared/decider';
import { defineProjection, type EventOfType } from '@backend/processors/projection';
import { LISTING_MODERATION_EVENTS, moderatedInternship, type ListingModerationEvent } from './listing-moderation';

export const INTERNSHIPS = 'internships';

/** The fields only the search reads: never in an answer (SEARCH_FIELDS, left out by toInternship). */
export interface SearchFields {
  /** Active and not hidden by the moderation: what the public search lists (one equality instead of two conditions). */
  listed: boolean;
  /** The stipend a month in US dollars (EXCHANGE_RATES; unpaid 0), comparable across currencies; null when not known. */
  stipendMonthlyUsd: number | null;
  /** The application deadline, or '~' (after every date) when there is none: the order by deadline puts those last. */
  deadlineOrder: string;
}
export type InternshipDoc = Internship & SearchFields;
export const SEARCH_FIELDS: readonly (keyof SearchFields)[] = ['listed', 'stipendMonthlyUsd', 'deadlineOrder'];
export const NO_DEADLINE = '~';

/** The document with its derived fields made again from what it says now. */
function withDerived(doc: InternshipDoc | Internship | null): InternshipDoc | null {
  if (!doc) return null;
  const monthly = doc.stipend ? monthlyStipend(doc.stipend, doc.durationWeeks, 'USD') : null;
  return {
    ...doc,
    country: countryOfLocation(doc.location),
    listed: doc.isActive && doc.hidden !== true,
    stipendMonthlyUsd: monthly === null ? null : comparableUsd(monthly),
    deadlineOrder: doc.applicationDeadline ?? NO_DEADLINE,
  };
}

type Handled = 'InternshipPosted' | 'InternshipEdited' | 'InternshipClosed' | 'InternshipReopened' | 'InternshipDeleted' | 'UserDeleted' | ListingModerationEvent['type'];

export const internshipsProjection = defineProjection<InternshipDoc, Handled>({
  name: INTERNSHIPS,
  // 2: documents carry the posting's `questions`; 3: who it is for (`minAge`, `hoursPerWeek`, `schedule`, `category`).
  // 4: postings hidden, restored or removed by the moderation, or with their suspended company (listing-moderation.ts).
  // 5: the stipend, duration and country as data, and the search's fields (DESIGN.md §4.6).
  version: 5,
  handles: ['InternshipPosted', 'InternshipEdited', 'InternshipClosed', 'InternshipReopened', 'InternshipDeleted', 'UserDeleted', ...LISTING_MODERATION_EVENTS],
  // Equality filters, the words of the text filters ($contains), and the list's orders (newest first, highest stipend
  // first, soonest deadline first; paged). Ranges of weeks and hours are $in over their few whole values. Weeks and a
  // minimum stipend, the terms most asked together, are counted from one index where a store reads one (PostgreSQL).
  indexes: [
    'isActive', 'listed', 'companyId', 'skills', 'type', 'category', 'schedule', 'country', 'durationWeeks', 'hoursPerWeek',
    { text: 'title' }, { text: 'description' }, { text: 'location' },
    { sorted: { createdAt: -1, id: 1 } }, { sorted: { stipendMonthlyUsd: -1, id: 1 } }, { sorted: { deadlineOrder: 1, id: 1 } },
    { compound: ['durationWeeks', 'stipendMonthlyUsd'] },
  ],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : event.type === 'CompanySuspended' ? event.data.listingIds : [event.data.internshipId]),
  // A deleted company's internships leave every list.
  removeWhere: (event) => (event.type === 'UserDeleted' && event.data.role === 'company' ? { companyId: event.data.userId } : null),
  evolve: (doc, event) => withDerived(evolveInternship(doc, event)),
});

function evolveInternship(doc: InternshipDoc | null, event: EventOfType<Handled>): Internship | null {
    switch (event.type) {
      case 'InternshipPosted': {
        const { internshipId, postedAt, ...d } = event.data;
        return {
          id: internshipId,
          title: d.title,
          description: d.description,
          requirements: d.requirements,
          location: d.location,
          duration: d.duration,
          salary: d.salary,
          type: d.type,
          skills: d.skills,
          companyId: d.companyId,
          isActive: true,
          createdAt: postedAt,
          applicationDeadline: d.applicationDeadline,
          startDate: d.startDate,
          questions: d.questions,
          minAge: d.minAge,
          hoursPerWeek: d.hoursPerWeek,
          schedule: d.schedule,
          category: d.category,
          stipend: d.stipend,
          durationWeeks: d.durationWeeks,
          country: null,
        };
      }
      case 'InternshipEdited':
        return doc && { ...doc, ...event.data.changes };
      case 'InternshipClosed':
        return doc && { ...doc, isActive: false };
      case 'InternshipReopened':
        return doc && { ...doc, isActive: true };
      case 'InternshipDeleted':
        return null;
      case 'ListingHidden':
      case 'ListingRestored':
      case 'ListingRemoved':
      case 'CompanySuspended':
        return moderatedInternship(doc, event);
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
}
