// The posting form's "Who it is for" group (DESIGN.md §4.2): minimum age, hours per week, schedule and category, the
// categories from the server (hazardous ones marked as adults only).
import { useQuery } from '@tanstack/react-query';
import { MIN_AGES, MINOR_MAX_HOURS_PER_WEEK, SCHEDULES } from '@domain/internships/audience';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FormFieldProps } from './form-field-props';
import { internshipCategoriesQueryOptions } from '../api/internship-categories';
import { scheduleLabel } from './labels';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

type Name = 'minAge' | 'hoursPerWeek' | 'schedule' | 'category';

// Made while rendering: the labels are the page's language.
const ageOptions = () =>
  MIN_AGES.map((age) => ({ value: String(age), label: age === 18 ? m.company_age_adults({ age: formatCount(age) }) : m.company_age_and_above({ age: formatCount(age) }) }));
const scheduleOptions = () => SCHEDULES.map((s) => ({ value: s, label: scheduleLabel(s) }));

export function AudienceFields({ field }: { field: (name: Name) => FormFieldProps }) {
  const categories = useQuery(internshipCategoriesQueryOptions());
  const categoryOptions = (categories.data ?? []).map((c) => ({ value: c.id, label: c.hazardous ? m.company_category_adults({ name: c.name }) : c.name }));
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{m.company_who_for()}</legend>
      <div className="grid gap-6 sm:grid-cols-2">
        <SelectField {...field('minAge')} label={m.company_min_age()} aria-required placeholder={m.company_min_age_placeholder()} options={ageOptions()} />
        <TextField
          {...field('hoursPerWeek')}
          type="number"
          inputMode="numeric"
          min={1}
          max={40}
          label={m.company_hours_per_week()}
          aria-required
          hint={m.company_hours_hint({ max: formatCount(MINOR_MAX_HOURS_PER_WEEK) })}
        />
        <SelectField {...field('schedule')} label={m.company_schedule()} aria-required placeholder={m.company_schedule_placeholder()} options={scheduleOptions()} />
        <SelectField
          {...field('category')}
          label={m.company_category()}
          aria-required
          placeholder={categories.isPending ? m.company_loading_categories() : m.company_category_placeholder()}
          options={categoryOptions}
          hint={categories.isError ? m.company_categories_failed() : undefined}
        />
      </div>
    </fieldset>
  );
}
