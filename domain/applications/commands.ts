// Commands of the applications context; facts about the internship come from its own stream, read by the command module.
import type { ApplicationSubmitted } from './events';
import type { ApplicationStatus } from './types';
import type { StatusChanger } from './application-machine';

export type SubmitApplication = {
  type: 'SubmitApplication';
  data: Omit<ApplicationSubmitted['data'], 'status' | 'companyId'> & {
    internship: { isActive: boolean; companyId: string | null };
    /** Whether the student's data may go to a company (parental consent); absent: no consent is asked. */
    sharing?: { allowed: boolean; reason: string | null };
  };
};
export type SetApplicationStatus = {
  type: 'SetApplicationStatus';
  data: {
    applicationId: string;
    to: ApplicationStatus;
    /** Who asks: a backend admin, or a company (which must own the internship). */
    by: { id: string; as: StatusChanger };
    /** The company that owns the application's internship (from the internship's stream). */
    internshipCompanyId: string | null;
    at: string;
  };
};
export type ApplicationCommand = SubmitApplication | SetApplicationStatus;
