// Projection `applications`: one document per application (the internship title is joined at query time).
import type { Application } from '@domain/applications/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const APPLICATIONS = 'applications';

export type ApplicationDoc = Omit<Application, 'internshipTitle'> & {
  /** The internship's company when the application was written as v2; null for older applications (take it from the internship). */
  companyId: string | null;
};

export const applicationsProjection = defineProjection<ApplicationDoc, 'ApplicationSubmitted' | 'ApplicationStatusChanged' | 'UserDeleted'>({
  name: APPLICATIONS,
  version: 1,
  handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'UserDeleted'],
  indexes: ['studentId', 'internshipId', 'companyId', 'status'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  // A deleted student's applications leave the read models (the events stay).
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const { applicationId, studentId, internshipId, companyId, coverLetter, resume, status, appliedAt } = event.data;
        return { id: applicationId, studentId, internshipId, companyId, coverLetter, resume, status, appliedAt };
      }
      case 'ApplicationStatusChanged':
        return doc && { ...doc, status: event.data.to };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
