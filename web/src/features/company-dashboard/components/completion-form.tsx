// The company says how the internship went: first and last day, hours in total and what the student did (labelled fields,
// each with the server's message under it). Sent again, it corrects what the student has not confirmed yet.
import { useId, useState, type FormEvent } from 'react';
import type { CompletionFacts } from '@domain/applications/types';
import { useProposeCompletion } from '@/api/completion';
import { localDay } from '@/components/completion/completion-format';
import { buttonClass } from '@/components/ui/button-styles';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { splitRefusal } from '@/lib/server-refusal';
import { toast } from '@/lib/toast';
import { intlLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

const SUMMARY_MAX = 1000;
const FIELDS = ['startedOn', 'endedOn', 'hours', 'summary'] as const;
type Field = (typeof FIELDS)[number];

interface CompletionFormProps {
  applicationId: string;
  studentName: string;
  /** What was sent before (correcting it), or nothing. */
  initial: CompletionFacts | null;
  onDone: () => void;
  onCancel?: () => void;
}

export function CompletionForm({ applicationId, studentName, initial, onDone, onCancel }: CompletionFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    startedOn: initial?.startedOn ?? '',
    endedOn: initial?.endedOn ?? '',
    hours: initial ? String(initial.hours) : '',
    summary: initial?.summary ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const propose = useProposeCompletion(applicationId);
  const today = localDay();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
    if (problem) setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (propose.isPending) return;
    setProblem(null);
    // An empty or unreadable number goes as null (JSON has no NaN): the server says what it wants under the field.
    const hours = values.hours.trim() === '' ? Number.NaN : Number(values.hours);
    // Awaited here rather than in mutate's callbacks, which are dropped when the form is gone by the time the answer comes.
    propose.mutateAsync({ startedOn: values.startedOn, endedOn: values.endedOn, hours, summary: values.summary }).then(
      () => {
        toast({ title: initial ? m.company_toast_corrected() : m.company_toast_sent_student(), description: m.company_toast_asked_confirm({ name: studentName }) });
        onDone();
      },
      (error: unknown) => {
        const refusal = splitRefusal(error, (key) => (FIELDS as readonly string[]).includes(key));
        setErrors(refusal.fields);
        setProblem(refusal.message);
        const first = FIELDS.find((f) => refusal.fields[f]);
        if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="completion-form" className="space-y-4 rounded-xl border border-slate-200 bg-white p-3.5 sm:p-4">
      <p className="text-sm text-slate-700">
        {m.company_completion_intro({ name: studentName })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField id={`${id}-startedOn`} name="startedOn" type="date" label={m.company_first_day()} max={today} value={values.startedOn} onChange={change('startedOn')} error={errors.startedOn} />
        <TextField id={`${id}-endedOn`} name="endedOn" type="date" label={m.company_last_day()} max={today} value={values.endedOn} onChange={change('endedOn')} error={errors.endedOn} />
        <TextField
          id={`${id}-hours`}
          name="hours"
          type="number"
          inputMode="numeric"
          min={1}
          max={2000}
          step={1}
          label={m.company_hours_total()}
          value={values.hours}
          onChange={change('hours')}
          error={errors.hours}
        />
      </div>
      <TextAreaField
        id={`${id}-summary`}
        name="summary"
        label={m.company_what_did({ name: studentName })}
        hint={m.company_summary_hint({ used: values.summary.length.toLocaleString(intlLocale()), max: SUMMARY_MAX.toLocaleString(intlLocale()), name: studentName })}
        value={values.summary}
        maxLength={SUMMARY_MAX}
        rows={3}
        boxClassName="min-h-24"
        onChange={change('summary')}
        error={errors.summary}
      />
      {problem ? (
        <p role="alert" data-testid="completion-problem" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={propose.isPending} className={buttonClass('secondary', 'sm', 'px-4')}>
            {m.company_cancel()}
          </button>
        ) : null}
        <button type="submit" disabled={propose.isPending} aria-busy={propose.isPending || undefined} className={buttonClass('primary', 'sm', 'px-4')}>
          {propose.isPending ? m.company_sending() : initial ? m.company_send_corrected() : m.company_mark_complete()}
        </button>
      </div>
    </form>
  );
}
