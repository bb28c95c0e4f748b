// The application machine (SPEC.md §4, DESIGN.md §4.0): submitted as pending; admins may move between SPEC's four statuses,
// the company to reviewed/accepted/rejected; the student withdraws a pending or reviewed application and may apply again.
import { setup, type SnapshotFrom } from 'xstate';
import { machineAnswers } from '../shared/machine-answers';
import { DECIDED_STATUSES, type ApplicationStatus } from './types';

/** Who asks for a status change: a backend admin, or the company that owns the internship (ownership is checked outside). */
export type StatusChanger = 'admin' | 'company';

export type ApplicationMachineEvent = { type: 'SUBMIT' } | { type: 'WITHDRAW' } | { type: 'SET_STATUS'; to: ApplicationStatus; by: StatusChanger } | { type: 'COMPLETE' };

/** Statuses each changer may set (never the status the application already has); `withdrawn` is the student's alone. */
export const STATUSES_SETTABLE_BY: Record<StatusChanger, readonly ApplicationStatus[]> = {
  admin: DECIDED_STATUSES,
  company: ['reviewed', 'accepted', 'rejected'],
};

/** Statuses from which the student may withdraw: nothing is decided yet. */
export const WITHDRAWABLE: readonly ApplicationStatus[] = ['pending', 'reviewed'];

const moveTo = (to: ApplicationStatus) => ({ guard: { type: 'maySet' as const, params: { to } }, target: to });

/** A decided status lists a guarded move to every other decided status; the current status has none, so setting it is refused. */
const statusState = (current: (typeof DECIDED_STATUSES)[number]) => ({
  on: {
    SET_STATUS: DECIDED_STATUSES.filter((s) => s !== current).map(moveTo),
    ...(WITHDRAWABLE.includes(current) ? { WITHDRAW: { target: 'withdrawn' as const } } : {}),
  },
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
    // Accepted: the company proposes the completion and the student's confirmation completes it (DESIGN.md §4.1).
    accepted: { on: { ...statusState('accepted').on, COMPLETE: { target: 'completed' as const } } },
    rejected: statusState('rejected'),
    /** Taken back by the student: nobody decides on it; the student may submit it again (pending once more). */
    withdrawn: { on: { SUBMIT: { target: 'pending' } } },
    /** Done, confirmed by both sides: nothing moves it any more (a certificate stands on it). */
    completed: {},
  },
});

export type ApplicationMachineState = 'none' | ApplicationStatus;
export type ApplicationSnapshot = SnapshotFrom<typeof applicationMachine>;

/** The machine in a given state (pure: no actor). */
export const applicationSnapshot = (value: ApplicationMachineState): ApplicationSnapshot => applicationMachine.resolveState({ value, context: {} as never });

/** The machine's answers, remembered: its only guard (maySet) reads the event's `to` and `by`. */
const applicationAnswers = machineAnswers<ApplicationMachineState, ApplicationMachineEvent>(applicationMachine, (event) =>
  event.type === 'SET_STATUS' ? `${event.type} ${event.to} ${event.by}` : event.type,
);

export const canSubmitApplication = (value: ApplicationMachineState): boolean => applicationAnswers(value, { type: 'SUBMIT' });

export const canWithdrawApplication = (value: ApplicationMachineState): boolean => applicationAnswers(value, { type: 'WITHDRAW' });

export const canSetApplicationStatus = (value: ApplicationMachineState, to: ApplicationStatus, by: StatusChanger): boolean =>
  applicationAnswers(value, { type: 'SET_STATUS', to, by });

export const canCompleteApplication = (value: ApplicationMachineState): boolean => applicationAnswers(value, { type: 'COMPLETE' });
