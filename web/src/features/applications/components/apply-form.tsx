// The apply form: the student's own cover letter (with a counter), one answer per posting question, availability; errors
// under each field (the browser's own checks and the server's 400s), focus on the first wrong field on submit.
import { useState, type FormEvent } from 'react';
import { m } from '@/paraglide/messages.js';
import { intlLocale } from '@/i18n/locale';
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

  const count = new Intl.NumberFormat(intlLocale());
  const letterLength = values.coverLetter.trim().length;
  const busy = submit.isPending || submit.isSuccess;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={m.applications_form_label()} className="space-y-8">
      <section aria-labelledby="apply-letter-heading" className="space-y-2">
        <h2 id="apply-letter-heading" className="text-lg font-bold text-slate-900">{m.applications_cover_letter()}</h2>
        <TextAreaField
          id="apply-coverLetter"
          name="coverLetter"
          label={m.applications_cover_letter_label()}
          hint={
            <span className="flex flex-wrap justify-between gap-x-3">
              <span>{m.applications_cover_letter_hint({ min: count.format(LETTER_MIN) })}</span>
              <span data-testid="letter-counter" className={`tabular-nums ${letterLength > 0 && letterLength < LETTER_MIN ? 'text-amber-800' : ''}`}>
                {m.applications_characters({ count: count.format(letterLength), max: count.format(LETTER_MAX) })}
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
            <h2 id="apply-questions-heading" className="text-lg font-bold text-slate-900">{m.applications_questions()}</h2>
            <p className="mt-1 text-sm text-slate-600">{m.applications_questions_hint()}</p>
          </div>
          {questions.map((question, i) => (
            <TextAreaField
              key={i}
              id={`apply-answer-${i}`}
              name={`answer-${i}`}
              label={<span className="break-words">{`${count.format(i + 1)}. ${question}`}</span>}
              hint={m.applications_characters({ count: count.format(values.answers[i]?.trim().length ?? 0), max: count.format(ANSWER_MAX) })}
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
        <legend className="text-lg font-bold text-slate-900">{m.applications_availability()}</legend>
        <TextField
          id="apply-hoursPerWeek"
          name="hoursPerWeek"
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          step={1}
          label={m.applications_hours_label()}
          hint={m.applications_hours_hint()}
          error={errors.hoursPerWeek}
          required
          aria-required="true"
          className="sm:max-w-xs"
          value={values.hoursPerWeek}
          onChange={(e) => change({ ...values, hoursPerWeek: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="apply-from" name="from" type="date" label={m.applications_available_from()} error={errors.from} value={values.from} onChange={(e) => change({ ...values, from: e.target.value })} />
          <TextField id="apply-to" name="to" type="date" label={m.applications_available_until()} error={errors.to} min={values.from || undefined} value={values.to} onChange={(e) => change({ ...values, to: e.target.value })} />
        </div>
      </fieldset>

      <div className="flex flex-col gap-3 border-t border-slate-100 pt-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'shrink-0 whitespace-nowrap')}>
          {submit.isPending ? <Spinner className="size-5 text-white!" /> : null}
          {submit.isPending ? m.applications_sending() : m.applications_send()}
        </button>
        <p className="text-sm text-slate-600">{m.applications_send_note()}</p>
      </div>
    </form>
  );
}
