// The posting form's "Who it is for" group (DESIGN.md §4.2): minimum age, hours per week, schedule and category, the
// categories from the server (hazardous ones marked as adults only).
import { useQuery } from '@tanstack/react-query';
import { MIN_AGES, MINOR_MAX_HOURS_PER_WEEK, SCHEDULES, SCHEDULE_LABELS } from '@domain/internships/audience';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FormFieldProps } from './form-field-props';
import { internshipCategoriesQueryOptions } from '../api/internship-categories';

type Name = 'minAge' | 'hoursPerWeek' | 'schedule' | 'category';

const AGE_OPTIONS = MIN_AGES.map((age) => ({ value: String(age), label: age === 18 ? '18 and above (adults only)' : `${age} and above` }));
const SCHEDULE_OPTIONS = SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }));

export function AudienceFields({ field }: { field: (name: Name) => FormFieldProps }) {
  const categories = useQuery(internshipCategoriesQueryOptions());
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.hazardous ? `${c.name} (18+ only)` : c.name }));
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Who it is for</legend>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField {...field('minAge')} label="Minimum age" aria-required placeholder="Select the minimum age" options={AGE_OPTIONS} />
        <TextField
          {...field('hoursPerWeek')}
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          label="Hours per week"
          aria-required
          hint={`Under-18s: at most ${MINOR_MAX_HOURS_PER_WEEK} a week, except in the holidays.`}
        />
        <SelectField {...field('schedule')} label="Schedule" aria-required placeholder="Select when the work happens" options={SCHEDULE_OPTIONS} />
        <SelectField
          {...field('category')}
          label="Category"
          aria-required
          placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
          options={categoryOptions}
          hint={categories.isError ? 'The categories could not be loaded: please reload the page.' : undefined}
        />
      </div>
    </fieldset>
  );
}
