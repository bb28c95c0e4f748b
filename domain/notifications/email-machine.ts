// The outbox message machine: queued → sending → sent, or back to queued after a failed attempt (with backoff), or failed
// for good. A sending message whose lease ran out (its sender died) may be taken again.
import { setup } from 'xstate';
import { machineAnswers } from '../shared/machine-answers';

export type EmailStatus = 'none' | 'queued' | 'sending' | 'sent' | 'failed';
export type EmailMachineEvent = { type: 'QUEUE' } | { type: 'START' } | { type: 'SENT' } | { type: 'RETRY' } | { type: 'GIVE_UP' };

export const emailMachine = setup({ types: { events: {} as EmailMachineEvent } }).createMachine({
  id: 'email',
  initial: 'none',
  states: {
    none: { on: { QUEUE: 'queued' } },
    queued: { on: { START: 'sending' } },
    sending: { on: { START: 'sending', SENT: 'sent', RETRY: 'queued', GIVE_UP: 'failed' } },
    sent: { type: 'final' },
    failed: { type: 'final' },
  },
});

const emailAnswers = machineAnswers<EmailStatus, EmailMachineEvent>(emailMachine);
export const emailCan = (status: EmailStatus, event: EmailMachineEvent['type']): boolean => emailAnswers(status, { type: event } as EmailMachineEvent);
