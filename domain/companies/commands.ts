// Commands of the companies context.
import type { CompanyRequestSubmitted } from './events';

export type SubmitCompanyRequest = { type: 'SubmitCompanyRequest'; data: CompanyRequestSubmitted['data'] };
/** `adminNotes`: the admin's note; empty, the decision's standard note (DEFAULT_ADMIN_NOTES). */
export type DecideCompanyRequest = {
  type: 'DecideCompanyRequest';
  data: { requestId: string; decision: 'approved' | 'rejected'; reviewedBy: string; adminNotes: string; at: string };
};
export type CompanyRequestCommand = SubmitCompanyRequest | DecideCompanyRequest;
