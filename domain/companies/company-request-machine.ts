// The company request machine (SPEC.md §4): submitted as pending; a backend admin approves or rejects it, once.
import { setup } from 'xstate';
import { machineAnswers } from '../shared/machine-answers';

export type CompanyRequestMachineEvent = { type: 'SUBMIT' } | { type: 'APPROVE' } | { type: 'REJECT' };

export const companyRequestMachine = setup({ types: { events: {} as CompanyRequestMachineEvent } }).createMachine({
  id: 'companyRequest',
  initial: 'none',
  states: {
    none: { on: { SUBMIT: 'pending' } },
    pending: { on: { APPROVE: 'approved', REJECT: 'rejected' } },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});

export type CompanyRequestMachineState = 'none' | 'pending' | 'approved' | 'rejected';

/** Whether the request in `state` accepts `event` (pure: no actor). */
const companyRequestAnswers = machineAnswers<CompanyRequestMachineState, CompanyRequestMachineEvent>(companyRequestMachine);
export const companyRequestCan = (state: CompanyRequestMachineState, event: CompanyRequestMachineEvent['type']): boolean =>
  companyRequestAnswers(state, { type: event } as CompanyRequestMachineEvent);
