// Projection `saved-searches`: one document per saved search, with when its next daily alert may go (the alert job's index);
// a deleted student's searches go with them.
import { ALERT_INTERVAL_MS } from '@domain/saved-searches/decider';
import type { SavedSearchQuery } from '@domain/saved-searches/params';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const SAVED_SEARCHES = 'saved-searches';

export interface SavedSearchDoc {
  /** The search's id. */
  id: string;
  studentId: string;
  query: SavedSearchQuery;
  emailDaily: boolean;
  createdAt: string;
  lastAlertAt: string | null;
  /** New matches are the postings listed after this (the last alert's `until`, or the moment it was saved). */
  checkpoint: string;
  /** When its alert may go next (24 hours after the last, or after saving); null while its e-mail is off. */
  alertDueAt: string | null;
}

const dueAt = (doc: Pick<SavedSearchDoc, 'emailDaily' | 'lastAlertAt' | 'createdAt'>) =>
  doc.emailDaily ? new Date(Date.parse(doc.lastAlertAt ?? doc.createdAt) + ALERT_INTERVAL_MS).toISOString() : null;

type Handled = 'SavedSearchCreated' | 'SavedSearchDeleted' | 'SavedSearchAlertsChanged' | 'SavedSearchAlertSent' | 'UserDeleted';

export const savedSearchesProjection = defineProjection<SavedSearchDoc, Handled>({
  name: SAVED_SEARCHES,
  version: 1,
  handles: ['SavedSearchCreated', 'SavedSearchDeleted', 'SavedSearchAlertsChanged', 'SavedSearchAlertSent', 'UserDeleted'],
  // A student's own list; the alert job's walk over the searches due, soonest first.
  indexes: ['studentId', { sorted: { createdAt: -1, id: 1 } }, { sorted: { alertDueAt: 1, id: 1 } }],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.searchId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'SavedSearchCreated': {
        const { searchId, studentId, query, emailDaily, at } = event.data;
        const created = { id: searchId, studentId, query: query ?? {}, emailDaily, createdAt: at, lastAlertAt: null, checkpoint: at };
        return { ...created, alertDueAt: dueAt(created) };
      }
      case 'SavedSearchDeleted':
        return null;
      case 'SavedSearchAlertsChanged':
        return doc && { ...doc, emailDaily: event.data.emailDaily, alertDueAt: dueAt({ ...doc, emailDaily: event.data.emailDaily }) };
      case 'SavedSearchAlertSent':
        return doc && { ...doc, lastAlertAt: event.data.at, checkpoint: event.data.until, alertDueAt: dueAt({ ...doc, lastAlertAt: event.data.at }) };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
