// The moderation's part of projection `internships` (DESIGN.md §4.2): a posting hidden by reports, restored or removed by an
// admin, or hidden with its suspended company; public reads leave out `hidden` postings (publiclyVisible).
import type { Internship } from '@domain/internships/types';
import type { ModerationEvent } from '@domain/moderation/events';
import type { Filter } from '@backend/read-store/read-store';

export const LISTING_MODERATION_EVENTS = ['ListingHidden', 'ListingRestored', 'ListingRemoved', 'CompanySuspended'] as const;
export type ListingModerationEvent = Extract<ModerationEvent, { type: (typeof LISTING_MODERATION_EVENTS)[number] }>;

/** The read-store condition that leaves hidden postings out (documents never hidden have no `hidden` field). */
export const NOT_HIDDEN: Filter = { hidden: { $ne: true } };

/** Whether the public may see a posting (besides being active). */
export const publiclyVisible = (internship: Pick<Internship, 'hidden'>): boolean => internship.hidden !== true;

export function moderatedInternship(doc: Internship | null, event: ListingModerationEvent): Internship | null {
  if (!doc) return doc;
  const status = doc.moderation?.status;
  switch (event.type) {
    case 'ListingHidden':
      return status ? doc : { ...doc, hidden: true, moderation: { status: 'hidden', note: null, at: event.data.at } };
    case 'ListingRestored':
      return status === 'hidden' ? { ...doc, hidden: false, moderation: null } : doc;
    case 'ListingRemoved':
      return { ...doc, hidden: true, moderation: { status: 'removed', note: event.data.note, at: event.data.at } };
    case 'CompanySuspended':
      return status === 'removed' ? doc : { ...doc, hidden: true, moderation: { status: 'suspended', note: event.data.note, at: event.data.at } };
  }
}
