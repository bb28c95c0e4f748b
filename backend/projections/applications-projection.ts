// Projection: the applications read model (one document per application; the internship title is joined at query time).
import type { Application } from '../../domain/application';
import { defineProjection } from './projection';

export const APPLICATIONS = 'applications';

export type ApplicationDoc = Omit<Application, 'internshipTitle'>;

export const applicationsProjection = defineProjection<ApplicationDoc>({
  collection: APPLICATIONS,
  indexes: ['studentId', 'internshipId'],
  idsOf: (event) =>
    event.type === 'ApplicationSubmitted' || event.type === 'ApplicationStatusChanged' ? [event.data.applicationId] : [],
  evolve: (doc, event) => {
    switch (event.type) {
      case 'ApplicationSubmitted': {
        const { applicationId, studentId, internshipId, coverLetter, resume, status, appliedAt } = event.data;
        return { id: applicationId, studentId, internshipId, coverLetter, resume, status, appliedAt };
      }
      case 'ApplicationStatusChanged':
        return doc && { ...doc, status: event.data.to };
      default:
        return doc;
    }
  },
});
