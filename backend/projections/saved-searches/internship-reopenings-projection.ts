// Projection `internship-reopenings`: when each reopened posting was last reopened, so that the saved searches' alerts find the
// postings reopened since their last alert through an index, beside those posted since (the internships' createdAt).
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const INTERNSHIP_REOPENINGS = 'internship-reopenings';

export interface InternshipReopeningDoc {
  /** The internship's id. */
  id: string;
  reopenedAt: string;
}

export const internshipReopeningsProjection = defineProjection<InternshipReopeningDoc, 'InternshipReopened' | 'InternshipDeleted'>({
  name: INTERNSHIP_REOPENINGS,
  version: 1,
  handles: ['InternshipReopened', 'InternshipDeleted'],
  indexes: [{ sorted: { reopenedAt: -1, id: 1 } }],
  idsOf: (event) => [event.data.internshipId],
  evolve: (_doc, event, id) => {
    switch (event.type) {
      case 'InternshipReopened':
        return { id, reopenedAt: event.data.at };
      case 'InternshipDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
