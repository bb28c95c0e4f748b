// A student's saved searches (stream `saved-searches-<studentId>`): at most 20; the same search saved twice is the one saved
// before; the daily e-mail of new matches can be turned off per search, and goes at most once in 24 hours, never with nothing new.
import { assertNever, type Decider } from '../shared/decider';
import { invalid, notFound } from '../shared/errors';
import type { SavedSearchCommand } from './commands';
import type { SavedSearchEvent } from './events';
import { searchKey } from './query';

export const savedSearchesStream = (studentId: string) => `saved-searches-${studentId}`;
export const MAX_SAVED_SEARCHES = 20;
export const TOO_MANY_SEARCHES = `You can save up to ${MAX_SAVED_SEARCHES} searches`;
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface SavedSearchEntry {
  id: string;
  /** What the search finds (searchKey): the same search saved again is this one. */
  key: string;
  emailDaily: boolean;
  createdAt: string;
  /** When its last alert went out; null: none yet. */
  lastAlertAt: string | null;
  /** New matches are those listed after this: the last alert's `until`, or the moment it was saved. */
  checkpoint: string;
}

export interface SavedSearchesState {
  searches: SavedSearchEntry[];
}

export const initialSavedSearchesState = (): SavedSearchesState => ({ searches: [] });

const update = (state: SavedSearchesState, id: string, change: (s: SavedSearchEntry) => SavedSearchEntry): SavedSearchesState => ({
  searches: state.searches.map((s) => (s.id === id ? change(s) : s)),
});

export function evolveSavedSearches(state: SavedSearchesState, event: SavedSearchEvent): SavedSearchesState {
  switch (event.type) {
    case 'SavedSearchCreated': {
      const { searchId: id, query, emailDaily, at } = event.data;
      // A query erased with its student keys as itself alone.
      const key = query ? searchKey(query) : `erased:${id}`;
      return { searches: [...state.searches, { id, key, emailDaily, createdAt: at, lastAlertAt: null, checkpoint: at }] };
    }
    case 'SavedSearchDeleted':
      return { searches: state.searches.filter((s) => s.id !== event.data.searchId) };
    case 'SavedSearchAlertsChanged':
      return update(state, event.data.searchId, (s) => ({ ...s, emailDaily: event.data.emailDaily }));
    case 'SavedSearchAlertSent':
      return update(state, event.data.searchId, (s) => ({ ...s, lastAlertAt: event.data.at, checkpoint: event.data.until }));
    default:
      return assertNever(event);
  }
}

/** The search the student saved before that finds the same postings, if any. */
export const sameSearch = (state: SavedSearchesState, key: string): SavedSearchEntry | undefined => state.searches.find((s) => s.key === key);

/** Whether a search's alert may go at `at`: e-mail on, and its last alert 24 hours back or more. */
export const alertDue = (search: SavedSearchEntry, at: string): boolean =>
  search.emailDaily && Date.parse(at) - Date.parse(search.lastAlertAt ?? search.createdAt) >= ALERT_INTERVAL_MS;

export function decideSavedSearches(command: SavedSearchCommand, state: SavedSearchesState): SavedSearchEvent[] {
  const search = state.searches.find((s) => s.id === command.data.searchId);
  switch (command.type) {
    case 'CreateSavedSearch': {
      if (sameSearch(state, searchKey(command.data.query))) return [];
      if (search) return [];
      if (state.searches.length >= MAX_SAVED_SEARCHES) throw invalid(TOO_MANY_SEARCHES);
      return [{ type: 'SavedSearchCreated', data: command.data }];
    }
    case 'DeleteSavedSearch':
      if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
      return [{ type: 'SavedSearchDeleted', data: command.data }];
    case 'ChangeSavedSearchAlerts':
      if (!search) throw notFound(SAVED_SEARCH_NOT_FOUND);
      return search.emailDaily === command.data.emailDaily ? [] : [{ type: 'SavedSearchAlertsChanged', data: command.data }];
    case 'RecordSavedSearchAlert': {
      // Deleted, turned off, sent already within the day, found from another checkpoint, or nothing new: no alert (the job
      // may run late, twice, or beside another instance).
      if (!search || !alertDue(search, command.data.at) || command.data.since !== search.checkpoint || command.data.matches.length === 0) return [];
      return [{ type: 'SavedSearchAlertSent', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

export const savedSearchesDecider: Decider<SavedSearchesState, SavedSearchCommand, SavedSearchEvent> = {
  initialState: initialSavedSearchesState,
  evolve: evolveSavedSearches,
  decide: decideSavedSearches,
  snapshot: { name: 'saved-searches', version: 1 },
};
