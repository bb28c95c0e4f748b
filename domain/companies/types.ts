// What the API shows of companies: public company fields, company requests, and the employer responsiveness figure.
import type { CompanyRequestStatus } from './constants';
import type { RegistrationKind } from './registration-number';

/** GET /api/users/:id for a company account: public fields only. */
export interface PublicCompany {
  id: string;
  companyName: string | null;
  companyField: string | null;
  location: string;
  website: string | null;
}

/** A company request (SPEC §3): the owner's list reads createdAt/reviewedAt, the admin views submittedAt. */
export interface CompanyRequest {
  id: string;
  companyId: string;
  companyName: string;
  /** The industry (the form's companyField). */
  industry: string;
  internshipType: string;
  description: string;
  website: string;
  location: string;
  technicalSkills: string;
  otherSkills: string;
  companySize: string | null;
  /** The GSTIN, CIN or Udyam number given (DESIGN.md §4.2); null when none. */
  registrationNumber: string | null;
  status: CompanyRequestStatus;
  submittedAt: string;
  createdAt: string;
  reviewedAt: string | null;
  adminNotes: string | null;
  reviewedBy: string | null;
}

/** A company request as the admins see it (GET /api/admin/company-requests), with what helps them trust it (DESIGN.md §4.2). */
export interface AdminCompanyRequest extends CompanyRequest {
  registrationKind: RegistrationKind | null;
  /** Whether the account's e-mail address is at the website's domain (computed on the server). */
  emailDomainMatchesWebsite: boolean;
}

/** How quickly a company answers its applicants (SPEC's help page asks for an answer within a week). */
export interface Responsiveness {
  companyId: string;
  /** Applications that are answered, or have waited at least 7 days. */
  considered: number;
  answeredWithin7Days: number;
  /** answeredWithin7Days / considered, 0..1; null when nothing can be said yet. */
  shareWithin7Days: number | null;
  /** Median hours from application to the company's first answer; null when nothing is answered yet. */
  medianHoursToFirstAnswer: number | null;
}
