// The /student-onboarding screen: a three-step wizard (XState) that saves the profile; toasts 'Profile Updated!' or 'Error'.
// Its step and values are kept for the session (a reload goes on where it was), and forgotten once saved.
import { m } from '@/paraglide/messages.js';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { toast } from '@/lib/toast';
import { saveOnboardingProfile } from '../api/save-profile';
import { onboardingMachine } from '../machine/onboarding-machine';
import { clearDraft, loadDraft, saveDraft } from '../machine/onboarding-draft';
import { STEPS, type OnboardingField, type OnboardingValues } from '../machine/onboarding-values';
import { StepIndicator } from './step-indicator';
import { AboutStep, InterestsStep, PreferencesStep, type StepFieldsProps } from './step-fields';

interface OnboardingPageProps {
  /** Whose draft is kept for the session (sessionStorage, under this id). */
  userId: string;
  initialValues: OnboardingValues;
  /** True when the student already completed the profile once (the dashboard's Edit Profile). */
  editing: boolean;
  /** Refreshes the session and moves on; called after the 'Profile Updated!' toast. */
  onSaved: (user: PublicUser) => void | Promise<void>;
}

const STEP_BODIES = [InterestsStep, PreferencesStep, AboutStep];

export function OnboardingPage({ userId, initialValues, editing, onSaved }: OnboardingPageProps) {
  // The machine is created once; it calls the latest onSaved through this ref.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  const [machine] = useState(() =>
    onboardingMachine.provide({
      actors: { saveProfile: fromPromise(({ input }) => saveOnboardingProfile(input)) },
      actions: {
        onSaved: (_, { user }) => {
          clearDraft(userId);
          toast({ title: m.onboarding_profile_updated(), description: m.onboarding_profile_saved() });
          void onSavedRef.current(user);
        },
        onFailed: (_, { message }) => toast({ title: m.onboarding_error(), description: message, variant: 'destructive' }),
      },
    }),
  );
  const [draft] = useState(() => loadDraft(userId, initialValues));
  const [state, send, actor] = useMachine(machine, { input: draft ?? { values: initialValues } });
  const { step, values, errors } = state.context;
  const saving = state.matches('saving') || state.matches('done');
  const done = state.matches('done');

  // Every step and change is kept for the session, until the profile is saved.
  useEffect(() => {
    if (!done) saveDraft(userId, { step, values });
  }, [userId, step, values, done]);
  const isLast = step === STEPS.length - 1;
  const current = STEPS[step];
  const Body = STEP_BODIES[step];

  // Each step starts at its heading, so the new fields are where the eye (and screen reader) is.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const onChange: StepFieldsProps['onChange'] = (field: OnboardingField, value) => send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send({ type: isLast ? 'SUBMIT' : 'NEXT' });
    // Sending is synchronous: when the step stayed because of errors, bring the first invalid field into view.
    const { errors: shown } = actor.getSnapshot().context;
    const first = STEPS[actor.getSnapshot().context.step].fields.find((f) => shown[f]);
    const input = first ? form.querySelector<HTMLInputElement>(`[name="${first}"]`) : null;
    if (input) {
      (input.closest('fieldset') ?? input).scrollIntoView({ block: 'center', behavior: 'smooth' });
      input.focus({ preventScroll: true });
    }
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{editing ? m.onboarding_edit_title() : m.onboarding_complete_title()}</h1>
        <p className="mt-2 text-slate-500">{m.onboarding_intro()}</p>
      </header>
      <Card className="p-5 sm:p-8">
        <StepIndicator step={step} />
        <form noValidate onSubmit={submit} className="mt-8" aria-labelledby="onboarding-step-title">
          <h2 id="onboarding-step-title" ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none">
            {current.title()}
          </h2>
          <p className="mt-1 mb-6 text-sm text-slate-500">{current.description()}</p>
          <Body values={values} errors={errors} onChange={onChange} />
          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
            <button type="button" onClick={() => send({ type: 'BACK' })} disabled={step === 0 || saving} className={buttonClass('secondary', 'md', step === 0 ? 'max-sm:hidden sm:invisible' : '')}>
              {m.onboarding_back()}
            </button>
            <button type="submit" disabled={saving} className={buttonClass('primary', 'md', 'sm:min-w-40')}>
              {saving ? (
                m.onboarding_saving()
              ) : isLast ? (
                m.onboarding_complete_profile()
              ) : (
                m.onboarding_next()
              )}
            </button>
          </div>
        </form>
      </Card>
    </div>
  );
}
