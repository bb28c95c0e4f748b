// The apply form: the student's own cover letter (with a counter), one answer per posting question, availability; errors
// under each field (the browser's own checks and the server's 400s), focus on the first wrong field on submit.
import { useState, type FormEvent } from 'react';
import type { Application } from '@domain/applications/types';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { Spinner } from '@/components/ui/spinner';
import { buttonClass } from '@/components/ui/button-styles';
import { useSubmitApplication } from '../api/submit-application';
import { ANSWER_MAX, emptyValues, fieldOfServerError, LETTER_MAX, LETTER_MIN, requestOf, validateApply, type ApplyErrors, type ApplyValues } from './apply-form-rules';

interface ApplyFormProps {
  internshipId: string;
  questions: string[];
  onSubmitted: (application: Application) => void;
}

const count = new Intl.NumberFormat('en-US');
const FIELD_IDS: Record<string, string> = { coverLetter: 'apply-coverLetter', hoursPerWeek: 'apply-hoursPerWeek', from: 'apply-from', to: 'apply-to' };
const idOf = (key: string) => FIELD_IDS[key] ?? `apply-${key}`;

function focusFirst(errors: ApplyErrors) {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(idOf(first))?.focus();
}

export function ApplyForm({ internshipId, questions, onSubmitted }: ApplyFormProps) {
  const [values, setValues] = useState<ApplyValues>(() => emptyValues(questions.length));
  const [errors, setErrors] = useState<ApplyErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const submit = useSubmitApplication({
    onSubmitted,
    onFieldError: (error) => {
      const fieldErrors = fieldOfServerError(error.message, error.fieldErrors, values);
      if (!fieldErrors) return false;
      setErrors(fieldErrors);
      focusFirst(fieldErrors);
      return true;
    },
  });

  const change = (next: ApplyValues) => {
    setValues(next);
    if (submitted) setErrors(validateApply(next));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateApply(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    submit.mutate(requestOf(internshipId, values));
  };

  const letterLength = values.coverLetter.trim().length;
  const busy = submit.isPending || submit.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Application" className="space-y-8">
      <section aria-labelledby="apply-letter-heading" className="space-y-2">
        <h2 id="apply-letter-heading" className="text-lg font-bold text-slate-900">Cover letter</h2>
        <TextAreaField
          id="apply-coverLetter"
          name="coverLetter"
          label="Why do you want this internship, and what would you bring to it?"
          hint={
            <span className="flex flex-wrap justify-between gap-x-3">
              <span>In your own words, at least {LETTER_MIN} characters.</span>
              <span data-testid="letter-counter" className={`tabular-nums ${letterLength > 0 && letterLength < LETTER_MIN ? 'text-amber-800' : ''}`}>
                {count.format(letterLength)} / {count.format(LETTER_MAX)} characters
              </span>
            </span>
          }
          error={errors.coverLetter}
          required
          aria-required="true"
          maxLength={LETTER_MAX}
          boxClassName="min-h-52"
          value={values.coverLetter}
          onChange={(e) => change({ ...values, coverLetter: e.target.value })}
        />
      </section>

      {questions.length > 0 ? (
        <section aria-labelledby="apply-questions-heading" className="space-y-5">
          <div>
            <h2 id="apply-questions-heading" className="text-lg font-bold text-slate-900">The company's questions</h2>
            <p className="mt-1 text-sm text-slate-600">Every question needs an answer.</p>
          </div>
          {questions.map((question, i) => (
            <TextAreaField
              key={i}
              id={`apply-answer-${i}`}
              name={`answer-${i}`}
              label={<span className="break-words">{`${i + 1}. ${question}`}</span>}
              hint={`${count.format(values.answers[i]?.trim().length ?? 0)} / ${count.format(ANSWER_MAX)} characters`}
              error={errors[`answer-${i}`]}
              required
              aria-required="true"
              maxLength={ANSWER_MAX}
              value={values.answers[i] ?? ''}
              onChange={(e) => change({ ...values, answers: values.answers.map((a, j) => (j === i ? e.target.value : a)) })}
            />
          ))}
        </section>
      ) : null}

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-slate-900">Your availability</legend>
        <TextField
          id="apply-hoursPerWeek"
          name="hoursPerWeek"
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          step={1}
          label="Hours per week you can work"
          hint="Between 1 and 40, alongside school."
          error={errors.hoursPerWeek}
          required
          aria-required="true"
          className="sm:max-w-xs"
          value={values.hoursPerWeek}
          onChange={(e) => change({ ...values, hoursPerWeek: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="apply-from" name="from" type="date" label="Available from (optional)" error={errors.from} value={values.from} onChange={(e) => change({ ...values, from: e.target.value })} />
          <TextField id="apply-to" name="to" type="date" label="Available until (optional)" error={errors.to} min={values.from || undefined} value={values.to} onChange={(e) => change({ ...values, to: e.target.value })} />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'shrink-0 whitespace-nowrap')}>
          {submit.isPending ? <Spinner className="size-5 text-white!" /> : null}
          {submit.isPending ? 'Sending…' : 'Send Application'}
        </button>
        <p className="text-sm text-slate-600">You can withdraw it from My applications while it is pending or being reviewed.</p>
      </div>
    </form>
  );
}
