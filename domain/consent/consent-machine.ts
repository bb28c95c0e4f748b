// The parental consent machine: not requested → requested → given | refused; given → withdrawn. Only a guardian's answer
// through a link opens sharing: the student may ask again (a new request, to the same or another address) after a refusal or
// a withdrawal, which waits for a guardian's answer and shares nothing meanwhile; a refused request can never give consent.
import { setup } from 'xstate';
import { machineAnswers } from '../shared/machine-answers';

export type ConsentStatus = 'notRequested' | 'requested' | 'given' | 'refused' | 'withdrawn';

export type ConsentMachineEvent = { type: 'REQUEST' } | { type: 'RESEND' } | { type: 'GIVE' } | { type: 'REFUSE' } | { type: 'WITHDRAW' };

export const consentMachine = setup({ types: { events: {} as ConsentMachineEvent } }).createMachine({
  id: 'parentalConsent',
  initial: 'notRequested',
  states: {
    notRequested: { on: { REQUEST: 'requested' } },
    requested: { on: { REQUEST: 'requested', RESEND: 'requested', GIVE: 'given', REFUSE: 'refused' } },
    given: { on: { WITHDRAW: 'withdrawn' } },
    refused: { on: { REQUEST: 'requested' } },
    withdrawn: { on: { REQUEST: 'requested' } },
  },
});

/** Whether consent in `status` accepts `event` (pure: no actor). */
const consentAnswers = machineAnswers<ConsentStatus, ConsentMachineEvent>(consentMachine);
export const consentCan = (status: ConsentStatus, event: ConsentMachineEvent['type']): boolean => consentAnswers(status, { type: event } as ConsentMachineEvent);
