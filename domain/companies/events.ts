// Events of the companies context: a company request (stream `companyrequest-<id>`) and its decision by a backend admin.
import type { EventOf } from '../shared/event';

export type CompanyRequestSubmitted = EventOf<
  'CompanyRequestSubmitted',
  {
    requestId: string;
    companyId: string;
    companyName: string;
    companyField: string;
    internshipType: string;
    description: string;
    website: string;
    location: string;
    technicalSkills: string;
    otherSkills: string;
    companySize: string | null;
    /** Optional, normalized (domain/companies/registration-number.ts); absent on requests from before it was asked. */
    registrationNumber?: string | null;
    submittedAt: string;
  }
>;
type Decision = { requestId: string; companyId: string; reviewedBy: string; adminNotes: string; reviewedAt: string };
export type CompanyRequestApproved = EventOf<'CompanyRequestApproved', Decision>;
export type CompanyRequestRejected = EventOf<'CompanyRequestRejected', Decision>;
export type CompanyRequestEvent = CompanyRequestSubmitted | CompanyRequestApproved | CompanyRequestRejected;

export const COMPANIES_EVENT_VERSIONS: Record<CompanyRequestEvent['type'], number> = {
  CompanyRequestSubmitted: 1,
  CompanyRequestApproved: 1,
  CompanyRequestRejected: 1,
};
