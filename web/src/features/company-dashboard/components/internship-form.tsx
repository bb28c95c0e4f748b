// The form to post or edit an internship: every field of SPEC §3's Internship and the questions to applicants, checked
// with the server's zod schema; the server's own messages show at their fields. Who it is for (age, hours, schedule,
// category) is asked too (DESIGN.md §4.2), and the stipend and duration as data (DESIGN.md §4.6).
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { WORK_TYPES } from '@domain/internships/constants';
import { MAX_QUESTIONS, type NewInternship } from '@domain/internships/schemas';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm } from '@/lib/use-zod-form';
import { AudienceFields } from './audience-fields';
import { formFieldOf, internshipFormSchema, type InternshipFormValues } from './internship-form-schema';
import { DurationWeeksField, StipendFields } from './internship-form-stipend';
import { workTypeLabel } from './labels';
import { m } from '@/paraglide/messages.js';
import { QuestionsEditor } from './questions-editor';
import { SkillsPicker } from './skills-picker';

export { EMPTY_INTERNSHIP, formValuesOf, type InternshipFormValues } from './internship-form-schema';

interface InternshipFormProps {
  initial: InternshipFormValues;
  onSubmit: (internship: NewInternship) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The server's messages by field ('title', 'questions.1', …) from the last refused save. */
  serverErrors?: Record<string, string>;
}

/** The server's messages, each hidden once its field has changed since. */
function useServerErrors(serverErrors: Record<string, string>) {
  const [seen, setSeen] = useState(serverErrors);
  // The server names the parts of the posting ('stipend.amount'); the form shows each at its own field.
  const byField: Record<string, string> = {};
  for (const [path, message] of Object.entries(serverErrors)) byField[formFieldOf(path)] ??= message;
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  if (seen !== serverErrors) {
    setSeen(serverErrors);
    setChanged(new Set());
  }
  const of = (name: string) => (changed.has(name) ? undefined : byField[name]);
  const touch = (...names: string[]) => setChanged((c) => new Set([...c, ...names]));
  return { of, touch };
}

const NO_ERRORS: Record<string, string> = {};

export function InternshipForm({ initial, onSubmit, pending, submitLabel, pendingLabel, serverErrors = NO_ERRORS }: InternshipFormProps) {
  const form = useZodForm(internshipFormSchema, initial, onSubmit, 'internship');
  const { submit, values } = form;
  const server = useServerErrors(serverErrors);
  const setValue: typeof form.setValue = (name, value) => {
    server.touch(name);
    form.setValue(name, value);
  };
  const errorOf = (name: keyof InternshipFormValues & string) => form.errorOf(name) ?? server.of(name);
  const field = (name: keyof InternshipFormValues & string) => {
    const f = form.field(name);
    return { ...f, error: errorOf(name), onChange: (e: { target: { value: string } }) => setValue(name, e.target.value) };
  };
  const questions = values.questions as string[];
  const questionServerErrors = Object.fromEntries(questions.map((_, i) => [i, server.of(`questions.${i}`)]).filter(([, m]) => m));
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <TextField {...field('title')} label={m.company_form_title()} aria-required placeholder={m.company_form_title_placeholder()} autoComplete="off" />
      <TextAreaField {...field('description')} label={m.company_form_description()} aria-required rows={5} boxClassName="min-h-[120px]" hint={m.company_form_description_hint()} />
      <TextAreaField {...field('requirements')} label={m.company_form_requirements()} rows={3} placeholder={m.company_form_requirements_placeholder()} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('location')} label={m.company_form_location()} aria-required placeholder={m.company_form_location_placeholder()} autoComplete="off" />
        <DurationWeeksField field={field} />
      </div>
      <ChoiceGroup id="internship-type" legend={m.company_form_work_type()} legendStyle="field" error={errorOf('type')} layout="grid gap-2 sm:grid-cols-3">
        {WORK_TYPES.map((type) => (
          <Choice key={type} type="radio" variant="card" name="type" value={type} label={workTypeLabel(type)} checked={values.type === type} onChange={(on) => on && setValue('type', type)} />
        ))}
      </ChoiceGroup>
      <AudienceFields field={field} />
      <StipendFields field={field} unpaid={values.unpaid === true} onUnpaidChange={(on) => setValue('unpaid', on)} previousText={values.unpaid || values.stipendAmount ? '' : (values.salary as string)} />
      <SkillsPicker id="internship-skills" selected={values.skills as string[]} onChange={(skills) => setValue('skills', skills)} error={errorOf('skills')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('applicationDeadline')} type="date" label={m.company_form_deadline()} />
        <TextField {...field('startDate')} type="date" label={m.company_form_start_date()} />
      </div>
      <QuestionsEditor
        id="internship-questions"
        questions={questions}
        onChange={(next) => {
          server.touch(...questions.map((_, i) => `questions.${i}`));
          setValue('questions', next);
        }}
        showErrors={form.errorOf('questions') !== undefined}
        error={questions.length > MAX_QUESTIONS ? form.errorOf('questions') : server.of('questions')}
        serverErrors={questionServerErrors}
      />
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to="/company-dashboard" className={buttonClass('secondary', 'md')}>
          {m.company_cancel()}
        </Link>
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md')}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
