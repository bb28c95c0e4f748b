// The application aggregate (stream `application-<id>`): submit once to an active internship; status changes through the machine.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import { canSetApplicationStatus, canSubmitApplication } from './application-machine';
import type { ApplicationCommand } from './commands';
import type { ApplicationEvent } from './events';
import type { ApplicationStatus } from './types';

export const applicationStream = (applicationId: string) => `application-${applicationId}`;

export const ALREADY_APPLIED = 'You have already applied to this internship';
export const APPLICATION_NOT_FOUND = 'Application not found';
export const INTERNSHIP_TO_APPLY_NOT_FOUND = 'Internship not found';
export const NOT_YOUR_APPLICANT = "This application is not for one of your company's internships";

export interface ApplicationState {
  status: ApplicationStatus | null;
  applicationId: string | null;
  internshipId: string | null;
}

export const initialApplicationState = (): ApplicationState => ({ status: null, applicationId: null, internshipId: null });

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return { status: event.data.status, applicationId: event.data.applicationId, internshipId: event.data.internshipId };
    case 'ApplicationStatusChanged':
      return { ...state, status: event.data.to };
    default:
      return assertNever(event);
  }
}

export function decideApplication(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  const current = state.status ?? 'none';
  switch (command.type) {
    case 'SubmitApplication': {
      const { internship, sharing, ...data } = command.data;
      if (!internship.isActive) throw notFound(INTERNSHIP_TO_APPLY_NOT_FOUND);
      if (!canSubmitApplication(current)) throw conflict(ALREADY_APPLIED);
      // Applying shares the student's data with the company: not without a parent's consent where one is needed.
      if (sharing && !sharing.allowed) throw forbidden(sharing.reason ?? 'A parent or guardian must agree before you can apply');
      return [{ type: 'ApplicationSubmitted', data: { ...data, companyId: internship.companyId, status: 'pending' } }];
    }
    case 'SetApplicationStatus': {
      const { applicationId, to, by, internshipCompanyId, at } = command.data;
      if (state.status === null) throw notFound(APPLICATION_NOT_FOUND);
      if (by.as === 'company' && by.id !== internshipCompanyId) throw forbidden(NOT_YOUR_APPLICANT);
      if (to === state.status) throw conflict(`The application is already ${to}`);
      if (!canSetApplicationStatus(current, to, by.as)) throw conflict(`The application cannot be set to ${to}`);
      return [{ type: 'ApplicationStatusChanged', data: { applicationId, from: state.status, to, actorId: by.id, byRole: by.as, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
  snapshot: { name: 'application', version: 1 },
};
