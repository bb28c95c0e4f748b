// Projection `posting-deadlines`: when each posting closes by itself (DESIGN.md §4.6), in the order the clock reaches them:
// `closesAt` is the end of its application deadline's day at its place; postings that are closed, or have no deadline, sort
// after every real time (NEVER), so the job that closes them reads only the head of the order (backend/jobs/).
import { datesAfter, deadlineEnds, NO_DATES, type PostingDates } from '@domain/internships/deadlines';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const POSTING_DEADLINES = 'posting-deadlines';
/** The closing time of a posting that does not close by itself (closed already, or without a deadline). */
export const NEVER = '9999-12-31T23:59:59.999Z';

export interface PostingDeadline extends PostingDates {
  id: string;
  companyId: string;
  isActive: boolean;
  /** When its deadline's day ends at its place (ISO time), while it is open; NEVER otherwise. */
  closesAt: string;
}

type Handled = 'InternshipPosted' | 'InternshipEdited' | 'InternshipClosed' | 'InternshipReopened' | 'InternshipDeleted' | 'UserDeleted';

const withClosing = (doc: Omit<PostingDeadline, 'closesAt'>): PostingDeadline => ({
  ...doc,
  closesAt: (doc.isActive && deadlineEnds(doc.applicationDeadline, doc.timeZone)) || NEVER,
});

export const postingDeadlinesProjection = defineProjection<PostingDeadline, Handled>({
  name: POSTING_DEADLINES,
  version: 1,
  handles: ['InternshipPosted', 'InternshipEdited', 'InternshipClosed', 'InternshipReopened', 'InternshipDeleted', 'UserDeleted'],
  indexes: [{ sorted: { closesAt: 1, id: 1 } }],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.internshipId]),
  // A deleted company's postings are gone from every list: nothing of theirs is closed any more.
  removeWhere: (event) => (event.type === 'UserDeleted' && event.data.role === 'company' ? { companyId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'InternshipPosted':
        return withClosing({ id: event.data.internshipId, companyId: event.data.companyId, isActive: true, ...datesAfter(NO_DATES, event.data) });
      case 'InternshipEdited':
        return doc && withClosing({ ...doc, ...datesAfter(doc, event.data.changes) });
      case 'InternshipClosed':
        return doc && withClosing({ ...doc, isActive: false });
      case 'InternshipReopened':
        return doc && withClosing({ ...doc, isActive: true });
      case 'InternshipDeleted':
        return null;
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
