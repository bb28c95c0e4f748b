// The onboarding wizard (XState): three steps with Back/Next, each checked on Next; Submit validates all, saves, and reports.
import { assign, fromPromise, setup } from 'xstate';
import { onboardingSchema } from '@domain/users/schemas';
import type { OnboardingSubmission } from '../api/save-profile';
import type { PublicUser } from '@domain/users/types';
import {
  STEPS,
  errorsOf,
  firstStepWithError,
  pickErrors,
  type OnboardingErrors,
  type OnboardingField,
  type OnboardingValues,
} from './onboarding-values';

export interface OnboardingContext {
  step: number;
  values: OnboardingValues;
  errors: OnboardingErrors;
}

export type OnboardingEvent =
  | { type: 'CHANGE'; field: OnboardingField; value: OnboardingValues[OnboardingField] }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' };

const fieldsOf = (step: number) => STEPS[step]?.fields ?? [];
const stepErrors = ({ values, step }: OnboardingContext) => pickErrors(errorsOf(values), fieldsOf(step));
const lastStep = STEPS.length - 1;

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    /** `step`: where a draft kept for the session left off (absent: the first). */
    input: {} as { values: OnboardingValues; step?: number },
  },
  actors: {
    /** Provided by the screen: sends the profile to the server. */
    saveProfile: fromPromise<PublicUser, OnboardingSubmission>(async () => {
      throw new Error('saveProfile is not provided');
    }),
  },
  actions: {
    /** Provided by the screen: toast, refresh the session, navigate. */
    onSaved: (_, _params: { user: PublicUser }) => {},
    onFailed: (_, _params: { message: string }) => {},
  },
  guards: {
    stepValid: ({ context }) => Object.keys(stepErrors(context)).length === 0,
    allValid: ({ context }) => Object.keys(errorsOf(context.values)).length === 0,
    isLastStep: ({ context }) => context.step >= lastStep,
    isFirstStep: ({ context }) => context.step <= 0,
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ step: Math.min(Math.max(input.step ?? 0, 0), lastStep), values: input.values, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.field]: event.value };
            // A shown message is re-checked as the user fixes it; no message appears before Next or Submit.
            if (!context.errors[event.field]) return { values };
            return { values, errors: { ...context.errors, [event.field]: errorsOf(values)[event.field] } };
          }),
        },
        NEXT: [
          { guard: 'isLastStep' },
          { guard: 'stepValid', actions: assign({ step: ({ context }) => context.step + 1, errors: {} }) },
          { actions: assign({ errors: ({ context }) => stepErrors(context) }) },
        ],
        BACK: [{ guard: 'isFirstStep' }, { actions: assign({ step: ({ context }) => context.step - 1, errors: {} }) }],
        SUBMIT: [
          { guard: 'allValid', target: 'saving', actions: assign({ errors: {} }) },
          {
            actions: assign(({ context }) => {
              const errors = errorsOf(context.values);
              const step = Math.max(0, firstStepWithError(errors));
              return { step, errors: pickErrors(errors, fieldsOf(step)) };
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => ({ ...onboardingSchema.parse(context.values), skills: context.values.skills }),
        onDone: { target: 'done', actions: { type: 'onSaved', params: ({ event }) => ({ user: event.output }) } },
        onError: {
          target: 'editing',
          actions: [
            assign(({ event }) => {
              // A 400 may carry the server's field messages: show them on the step they belong to.
              const fieldErrors = (event.error as { fieldErrors?: OnboardingErrors } | undefined)?.fieldErrors ?? {};
              const step = firstStepWithError(fieldErrors);
              return step < 0 ? {} : { step, errors: pickErrors(fieldErrors, fieldsOf(step)) };
            }),
            { type: 'onFailed', params: ({ event }) => ({ message: event.error instanceof Error ? event.error.message : String(event.error) }) },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});
