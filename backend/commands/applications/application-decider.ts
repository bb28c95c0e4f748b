// The application aggregate (stream `application-<id>`, id derived from student and internship): submit, change status via the machine.
import { createHash } from 'node:crypto';
import type { ApplicationStatus } from '../../../domain/application';
import type { ApplicationEvent, ApplicationSubmitted } from '../../../domain/events';
import { assertNever } from '../../../domain/events';
import { conflict, notFound } from '../../../domain/errors';
import { canSetApplicationStatus, canSubmitApplication, type StatusChanger } from '../../../domain/machines/application-machine';
import type { Decider } from '../command-handler';

/** One id per (student, internship), UUID-shaped: applying twice lands on the same stream. */
export function applicationIdFor(studentId: string, internshipId: string): string {
  const h = createHash('sha256').update(`${studentId}\u0000${internshipId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export const applicationStream = (applicationId: string) => `application-${applicationId}`;

export const ALREADY_APPLIED = 'You have already applied to this internship';
export const APPLICATION_NOT_FOUND = 'Application not found';

export interface ApplicationState {
  status: ApplicationStatus | null;
  applicationId: string | null;
}

export type SubmitApplication = { type: 'SubmitApplication'; data: Omit<ApplicationSubmitted['data'], 'status'> };
export type SetApplicationStatus = {
  type: 'SetApplicationStatus';
  data: { applicationId: string; to: ApplicationStatus; by: StatusChanger; at: string };
};
export type ApplicationCommand = SubmitApplication | SetApplicationStatus;

export const initialApplicationState = (): ApplicationState => ({ status: null, applicationId: null });

export function evolveApplication(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return { status: event.data.status, applicationId: event.data.applicationId };
    case 'ApplicationStatusChanged':
      return { ...state, status: event.data.to };
    default:
      return assertNever(event);
  }
}

export function decideApplication(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  const current = state.status ?? 'none';
  switch (command.type) {
    case 'SubmitApplication':
      if (!canSubmitApplication(current)) throw conflict(ALREADY_APPLIED);
      return [{ type: 'ApplicationSubmitted', data: { ...command.data, status: 'pending' } }];
    case 'SetApplicationStatus': {
      const { applicationId, to, by, at } = command.data;
      if (state.status === null) throw notFound(APPLICATION_NOT_FOUND);
      if (to === state.status) throw conflict(`The application is already ${to}`);
      if (!canSetApplicationStatus(current, to, by)) throw conflict(`The application cannot be set to ${to}`);
      return [{ type: 'ApplicationStatusChanged', data: { applicationId, from: state.status, to, byRole: by, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: initialApplicationState,
  evolve: evolveApplication,
  decide: decideApplication,
};
