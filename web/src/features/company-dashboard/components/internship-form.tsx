// The form to post or edit an internship: every field of SPEC §3's Internship, checked with the server's zod schema.
import { Link } from '@tanstack/react-router';
import { WORK_TYPES } from '@domain/internships/constants';
import { postInternshipSchema, type NewInternship } from '@domain/internships/schemas';
import { Choice, ChoiceGroup } from '@/components/ui/choice-group';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm, type FormValues } from '@/lib/use-zod-form';
import { workTypeLabel } from './format';
import { SkillsPicker } from './skills-picker';

export type InternshipFormValues = FormValues<typeof postInternshipSchema>;

export const EMPTY_INTERNSHIP: InternshipFormValues = {
  title: '', description: '', requirements: '', location: '', duration: '', salary: '', type: '', skills: [],
  applicationDeadline: '', startDate: '',
};

interface InternshipFormProps {
  initial: InternshipFormValues;
  onSubmit: (internship: NewInternship) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

export function InternshipForm({ initial, onSubmit, pending, submitLabel, pendingLabel }: InternshipFormProps) {
  const { field, submit, values, setValue, errorOf } = useZodForm(postInternshipSchema, initial, onSubmit, 'internship');
  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <TextField {...field('title')} label="Title" aria-required placeholder="e.g. Social Media Intern" autoComplete="off" />
      <TextAreaField {...field('description')} label="Description" aria-required rows={5} boxClassName="min-h-[120px]" hint="What will the intern do and learn?" />
      <TextAreaField {...field('requirements')} label="Requirements (optional)" rows={3} placeholder="e.g. Grade 10 or above, good written English" />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('location')} label="Location" aria-required placeholder="e.g. Mumbai, India" autoComplete="off" />
        <TextField {...field('duration')} label="Duration" aria-required placeholder="e.g. 8 weeks" autoComplete="off" />
      </div>
      <ChoiceGroup id="internship-type" legend="Work Type" legendStyle="field" error={errorOf('type')} layout="grid grid-cols-3 gap-2">
        {WORK_TYPES.map((type) => (
          <Choice key={type} type="radio" variant="card" name="type" value={type} label={workTypeLabel(type)} checked={values.type === type} onChange={(on) => on && setValue('type', type)} />
        ))}
      </ChoiceGroup>
      <TextField {...field('salary')} label="Salary (optional)" placeholder="e.g. $300 stipend" autoComplete="off" />
      <SkillsPicker id="internship-skills" selected={values.skills as string[]} onChange={(skills) => setValue('skills', skills)} error={errorOf('skills')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('applicationDeadline')} type="date" label="Application Deadline (optional)" />
        <TextField {...field('startDate')} type="date" label="Start Date (optional)" />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to="/company-dashboard" className={buttonClass('secondary', 'md')}>
          Cancel
        </Link>
        <button type="submit" disabled={pending} className={buttonClass('primary', 'md')}>
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
