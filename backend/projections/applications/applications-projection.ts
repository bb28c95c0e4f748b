// Projection `applications`: one document per application (the internship title is joined at query time). A submission
// after withdrawing replaces the one before (letter, answers, availability, profile, appliedAt). A deleted student's
// applications stay as tombstones for their companies: no student, nothing written, only ids, status and dates.
import type { Application } from '@domain/applications/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const APPLICATIONS = 'applications';

export type ApplicationDoc = Omit<Application, 'internshipTitle' | 'internshipClosed'> & {
  /** The internship's company when the application was written as v2; null for older applications (take it from the internship). */
  companyId: string | null;
  /** Set when the student deleted the account: the document is a tombstone (`studentId` '', nothing the student wrote). */
  accountDeletedAt?: string;
};

type Handled = 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'ApplicationWithdrawn' | 'CompletionConfirmed' | 'ApplicantAccountDeleted' | 'UserDeleted';

export const applicationsProjection = defineProjection<ApplicationDoc, Handled>({
  name: APPLICATIONS,
  // 2: documents carry answers, availability and profile; withdrawn applications. 3: completed applications.
  // 4: a deleted student's applications stay as tombstones (`accountDeletedAt`).
  version: 4,
  handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'ApplicationWithdrawn', 'CompletionConfirmed', 'ApplicantAccountDeleted', 'UserDeleted'],
  indexes: ['studentId', 'internshipId', 'companyId', 'status'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  // A deleted student's applications leave the read models (the events stay); the tombstones no longer name the student.
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const { applicationId, studentId, internshipId, companyId, coverLetter, resume, answers, availability, profile, status, appliedAt } = event.data;
        return { id: applicationId, studentId, internshipId, companyId, coverLetter, resume, answers, availability, profile, status, appliedAt };
      }
      case 'ApplicationStatusChanged':
        return doc && { ...doc, status: event.data.to };
      case 'ApplicationWithdrawn':
        return doc && { ...doc, status: 'withdrawn' };
      case 'CompletionConfirmed':
        return doc && { ...doc, status: 'completed' };
      case 'ApplicantAccountDeleted': {
        if (!doc) return null;
        const { id, internshipId, companyId, appliedAt } = doc;
        const tombstone = { studentId: '', coverLetter: '', resume: '', answers: [], availability: null, profile: null };
        return { id, internshipId, companyId: companyId ?? event.data.companyId, appliedAt, ...tombstone, status: event.data.status, accountDeletedAt: event.data.at };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
