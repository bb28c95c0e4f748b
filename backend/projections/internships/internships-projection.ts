// Projection `internships`: one document per internship, as the API shows it; gone when deleted or when its company is.
import type { Internship } from '@domain/internships/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';
import { LISTING_MODERATION_EVENTS, moderatedInternship, type ListingModerationEvent } from './listing-moderation';

export const INTERNSHIPS = 'internships';

type Handled = 'InternshipPosted' | 'InternshipEdited' | 'InternshipClosed' | 'InternshipReopened' | 'InternshipDeleted' | 'UserDeleted' | ListingModerationEvent['type'];

export const internshipsProjection = defineProjection<Internship, Handled>({
  name: INTERNSHIPS,
  // 2: documents carry the posting's `questions`; 3: who it is for (`minAge`, `hoursPerWeek`, `schedule`, `category`).
  // 4: postings hidden, restored or removed by the moderation, or with their suspended company (listing-moderation.ts).
  version: 4,
  handles: ['InternshipPosted', 'InternshipEdited', 'InternshipClosed', 'InternshipReopened', 'InternshipDeleted', 'UserDeleted', ...LISTING_MODERATION_EVENTS],
  // Equality filters, the words of the text filters ($contains), and the list's order (newest first, paged).
  indexes: ['isActive', 'companyId', 'skills', 'type', { text: 'title' }, { text: 'description' }, { text: 'location' }, { sorted: { createdAt: -1, id: 1 } }],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : event.type === 'CompanySuspended' ? event.data.listingIds : [event.data.internshipId]),
  // A deleted company's internships leave every list.
  removeWhere: (event) => (event.type === 'UserDeleted' && event.data.role === 'company' ? { companyId: event.data.userId } : null),
  evolve: (doc, event) => {
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
  },
});
