// Events of the saved-searches context (stream `saved-searches-<studentId>`): a student's searches and their daily alerts.
import type { EventOf } from '../shared/event';
import type { SavedSearchQuery } from './params';

/** A posting listed in an alert: what the e-mail shows of it (public facts of the posting). */
export interface AlertedPosting {
  internshipId: string;
  title: string;
  location: string;
}

export type SavedSearchCreated = EventOf<
  'SavedSearchCreated',
  {
    studentId: string;
    searchId: string;
    /** The search's filters (GET /api/internships parameters); sealed with the student's key, so null once they are erased. */
    query: SavedSearchQuery | null;
    emailDaily: boolean;
    at: string;
  }
>;
export type SavedSearchDeleted = EventOf<'SavedSearchDeleted', { studentId: string; searchId: string; at: string }>;
/** The daily e-mail of new matches turned on or off for one search. */
export type SavedSearchAlertsChanged = EventOf<'SavedSearchAlertsChanged', { studentId: string; searchId: string; emailDaily: boolean; at: string }>;
/**
 * The daily e-mail of new matches went out (the search's checkpoint): the postings listed between `since` and `until` that
 * match, up to 10 of them shown (`matches`, sealed with the student's key), `total` in all.
 */
export type SavedSearchAlertSent = EventOf<
  'SavedSearchAlertSent',
  { studentId: string; searchId: string; since: string; until: string; matches: AlertedPosting[]; total: number; at: string }
>;

export type SavedSearchEvent = SavedSearchCreated | SavedSearchDeleted | SavedSearchAlertsChanged | SavedSearchAlertSent;

export const SAVED_SEARCHES_EVENT_VERSIONS: Record<SavedSearchEvent['type'], number> = {
  SavedSearchCreated: 1,
  SavedSearchDeleted: 1,
  SavedSearchAlertsChanged: 1,
  SavedSearchAlertSent: 1,
};
