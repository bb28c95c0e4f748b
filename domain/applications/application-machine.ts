// The application machine (SPEC.md §4): submitted as pending; admins may move between any two statuses, the company to reviewed/accepted/rejected.
import { setup, type SnapshotFrom } from 'xstate';
import { APPLICATION_STATUSES, type ApplicationStatus } from './types';

/** Who asks for a status change: a backend admin, or the company that owns the internship (ownership is checked outside). */
export type StatusChanger = 'admin' | 'company';

export type ApplicationMachineEvent = { type: 'SUBMIT' } | { type: 'SET_STATUS'; to: ApplicationStatus; by: StatusChanger };

/** Statuses each changer may set (never the status the application already has). */
export const STATUSES_SETTABLE_BY: Record<StatusChanger, readonly ApplicationStatus[]> = {
  admin: APPLICATION_STATUSES,
  company: ['reviewed', 'accepted', 'rejected'],
};

const moveTo = (to: ApplicationStatus) => ({ guard: { type: 'maySet' as const, params: { to } }, target: to });

/** Each status state lists a guarded move to every other status; the current status has none, so setting it is refused. */
const statusState = (current: ApplicationStatus) => ({
  on: { SET_STATUS: APPLICATION_STATUSES.filter((s) => s !== current).map(moveTo) },
});

export const applicationMachine = setup({
  types: { events: {} as ApplicationMachineEvent },
  guards: {
    maySet: ({ event }, params: { to: ApplicationStatus }) =>
      event.type === 'SET_STATUS' && event.to === params.to && STATUSES_SETTABLE_BY[event.by].includes(params.to),
  },
}).createMachine({
  id: 'application',
  initial: 'none',
  states: {
    /** Not submitted yet. */
    none: { on: { SUBMIT: { target: 'pending' } } },
    pending: statusState('pending'),
    reviewed: statusState('reviewed'),
    accepted: statusState('accepted'),
    rejected: statusState('rejected'),
  },
});

export type ApplicationMachineState = 'none' | ApplicationStatus;
export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;

/** The machine in a given state (pure: no actor). */
export const applicationSnapshot = (value: ApplicationMachineState): ApplicationSnapshot => applicationMachine.resolveState({ value, context: {} as never });

export const canSubmitApplication = (value: ApplicationMachineState): boolean => applicationSnapshot(value).can({ type: 'SUBMIT' });

export const canSetApplicationStatus = (value: ApplicationMachineState, to: ApplicationStatus, by: StatusChanger): boolean =>
  applicationSnapshot(value).can({ type: 'SET_STATUS', to, by });
