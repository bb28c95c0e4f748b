// Projection `companyRequests`: one document per company request with its decision (SPEC §3), for the company and the admins.
import type { CompanyRequest } from '@domain/companies/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const COMPANY_REQUESTS = 'companyRequests';

type Handled = 'CompanyRequestSubmitted' | 'CompanyRequestApproved' | 'CompanyRequestRejected' | 'UserDeleted';

export const companyRequestsProjection = defineProjection<CompanyRequest, Handled>({
  name: COMPANY_REQUESTS,
  version: 1,
  handles: ['CompanyRequestSubmitted', 'CompanyRequestApproved', 'CompanyRequestRejected', 'UserDeleted'],
  indexes: ['companyId', 'status'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.requestId]),
  removeWhere: (event) => (event.type === 'UserDeleted' && event.data.role === 'company' ? { companyId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'CompanyRequestSubmitted': {
        const { requestId, companyField, submittedAt, ...d } = event.data;
        return {
          id: requestId,
          ...d,
          registrationNumber: d.registrationNumber ?? null,
          industry: companyField,
          status: 'pending',
          submittedAt,
          createdAt: submittedAt,
          reviewedAt: null,
          adminNotes: null,
          reviewedBy: null,
        };
      }
      case 'CompanyRequestApproved':
      case 'CompanyRequestRejected': {
        const { reviewedBy, adminNotes, reviewedAt } = event.data;
        const status = event.type === 'CompanyRequestApproved' ? 'approved' : 'rejected';
        return doc && { ...doc, status, reviewedBy, adminNotes, reviewedAt };
      }
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
