// Projection `suspended-companies`: one document per company an admin suspended (DESIGN.md §4.2), read at sign-in (403) and
// by the public company page (404); gone with the company.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const SUSPENDED_COMPANIES = 'suspended-companies';

export interface SuspendedCompanyDoc {
  id: string;
  note: string;
  at: string;
}

export const suspendedCompaniesProjection = defineProjection<SuspendedCompanyDoc, 'CompanySuspended' | 'UserDeleted'>({
  name: SUSPENDED_COMPANIES,
  version: 1,
  handles: ['CompanySuspended', 'UserDeleted'],
  idsOf: (event) => [event.type === 'CompanySuspended' ? event.data.companyId : event.data.userId],
  evolve: (doc, event) => {
    switch (event.type) {
      case 'CompanySuspended':
        return doc ?? { id: event.data.companyId, note: event.data.note, at: event.data.at };
      case 'UserDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
