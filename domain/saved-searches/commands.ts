// Commands of the saved-searches context; the query arrives validated (query.ts) and the alert's matches found by the job.
import type { AlertedPosting } from './events';
import type { SavedSearchQuery } from './params';

type Of = { studentId: string; searchId: string; at: string };

export type CreateSavedSearch = { type: 'CreateSavedSearch'; data: Of & { query: SavedSearchQuery; emailDaily: boolean } };
export type DeleteSavedSearch = { type: 'DeleteSavedSearch'; data: Of };
export type ChangeSavedSearchAlerts = { type: 'ChangeSavedSearchAlerts'; data: Of & { emailDaily: boolean } };
export type RecordSavedSearchAlert = { type: 'RecordSavedSearchAlert'; data: Of & { since: string; until: string; matches: AlertedPosting[]; total: number } };
export type SavedSearchCommand = CreateSavedSearch | DeleteSavedSearch | ChangeSavedSearchAlerts | RecordSavedSearchAlert;
