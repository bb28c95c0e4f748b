// Projection `certificates`: one document per issued certificate (keyed by its unguessable id), with the facts it states
// and whether an admin revoked it; a deleted student's certificates go with the account.
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const CERTIFICATES = 'certificates';

export interface CertificateDoc {
  id: string;
  applicationId: string;
  studentId: string;
  companyId: string;
  internshipId: string;
  role: string;
  name: string;
  startedOn: string;
  endedOn: string;
  hours: number;
  issuedAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
}

export const certificatesProjection = defineProjection<CertificateDoc, 'CompletionConfirmed' | 'CertificateRevoked' | 'UserDeleted'>({
  name: CERTIFICATES,
  version: 1,
  handles: ['CompletionConfirmed', 'CertificateRevoked', 'UserDeleted'],
  indexes: ['applicationId', 'studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.certificateId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'CompletionConfirmed': {
        const { applicationId, studentId, companyId, internshipId, role, nameOnCertificate, startedOn, endedOn, hours, at } = event.data;
        return { id, applicationId, studentId, companyId, internshipId, role, name: nameOnCertificate, startedOn, endedOn, hours, issuedAt: at, revokedAt: null, revokedReason: null };
      }
      case 'CertificateRevoked':
        return doc && { ...doc, revokedAt: event.data.at, revokedReason: event.data.reason };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
