// The Filters panel of /search: location (+4 shortcuts), work type, skills, salary range and durations, and Clear All.
import { useId, type ReactNode } from 'react';
import { DURATION_FILTERS, LOCATION_SHORTCUTS, SALARY_SHORTCUT_AMOUNTS, SKILLS, WORK_TYPES, type WorkType } from '@domain/internships/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { DEFAULT_CURRENCY, salaryShortcutLabel } from '@domain/internships/currency';
import { hasAnyFilter, toggled, type FilterValues } from './filter-values';
import { workTypeLabel } from './format';

interface FiltersPanelProps {
  id?: string;
  values: FilterValues;
  /** `immediate`: apply now (a shortcut button) rather than after typing settles. */
  onChange: (patch: Partial<FilterValues>, options?: { immediate?: boolean }) => void;
  onClearAll: () => void;
  /** The currency symbol of the listed stipends, for the salary shortcuts. */
  currency?: string;
}

const inputClass =
  'block w-full min-w-0 rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none';

const chipClass =
  'inline-flex cursor-pointer items-center rounded-full border px-3 py-1.5 text-sm font-medium transition-colors select-none ' +
  'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 ' +
  'has-checked:border-indigo-600 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600';

const shortcutClass = (active: boolean) =>
  `rounded-full px-3 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ${
    active ? 'bg-indigo-600 text-white' : 'bg-slate-100 text-slate-700 hover:bg-indigo-50 hover:text-indigo-700'
  }`;

function Section({ title, htmlFor, children, className = '' }: { title: string; htmlFor?: string; children: ReactNode; className?: string }) {
  const Title = htmlFor ? 'label' : 'h3';
  return (
    <div className={`min-w-0 ${className}`}>
      <Title {...(htmlFor ? { htmlFor } : {})} className="mb-2 block text-sm font-semibold text-slate-800">
        {title}
      </Title>
      {children}
    </div>
  );
}

export function FiltersPanel({ id, values, onChange, onClearAll, currency = DEFAULT_CURRENCY }: FiltersPanelProps) {
  const uid = useId();
  const typeOptions: { value: WorkType | ''; label: string }[] = [
    { value: '', label: 'All Types' },
    ...WORK_TYPES.map((t) => ({ value: t, label: workTypeLabel(t) })),
  ];
  return (
    <Card id={id} className="p-5 sm:p-6" role="region" aria-label="Filters">
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">Filters</h2>
        {hasAnyFilter(values) ? (
          <button type="button" onClick={onClearAll} className={buttonClass('ghost', 'sm', 'text-indigo-700')}>
            Clear All
          </button>
        ) : null}
      </div>

      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <Section title="Location" htmlFor={`${uid}-location`} className="lg:col-span-2">
          <input
            id={`${uid}-location`}
            type="text"
            value={values.location}
            onChange={(e) => onChange({ location: e.target.value })}
            placeholder="City or country"
            autoComplete="off"
            className={inputClass}
          />
          <div className="mt-2 flex flex-wrap gap-1.5" aria-label="Popular locations" role="group">
            {LOCATION_SHORTCUTS.map((city) => {
              const active = values.location.trim().toLowerCase() === city.toLowerCase();
              return (
                <button key={city} type="button" aria-pressed={active} onClick={() => onChange({ location: active ? '' : city }, { immediate: true })} className={shortcutClass(active)}>
                  {city}
                </button>
              );
            })}
          </div>
        </Section>

        <fieldset className="min-w-0 lg:col-span-2">
          <legend className="mb-2 block text-sm font-semibold text-slate-800">Work Type</legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4">
            {typeOptions.map((option) => (
              <label
                key={option.label}
                className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 transition-colors select-none hover:text-slate-900 has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
              >
                <input
                  type="radio"
                  name={`${uid}-type`}
                  value={option.value}
                  checked={values.type === option.value}
                  onChange={() => onChange({ type: option.value })}
                  className="sr-only"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0 md:col-span-2 lg:col-span-4">
          <legend className="mb-2 block text-sm font-semibold text-slate-800">
            Skills
            {values.skills.length > 0 ? <span className="ml-2 font-normal text-slate-500">{values.skills.length} selected</span> : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {SKILLS.map((skill) => (
              <label key={skill} className={chipClass}>
                <input
                  type="checkbox"
                  checked={values.skills.includes(skill)}
                  onChange={() => onChange({ skills: toggled(values.skills, skill) })}
                  className="sr-only"
                />
                {skill}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0 lg:col-span-2">
          <legend className="mb-2 block text-sm font-semibold text-slate-800">Salary Range</legend>
          <div className="grid grid-cols-2 gap-2">
            <div>
              <label htmlFor={`${uid}-salary-min`} className="mb-1 block text-xs font-medium text-slate-500">
                Minimum
              </label>
              <input
                id={`${uid}-salary-min`}
                type="number"
                inputMode="numeric"
                min={0}
                step={500}
                placeholder="Min"
                value={values.salaryMin}
                onChange={(e) => onChange({ salaryMin: e.target.value })}
                className={inputClass}
              />
            </div>
            <div>
              <label htmlFor={`${uid}-salary-max`} className="mb-1 block text-xs font-medium text-slate-500">
                Maximum
              </label>
              <input
                id={`${uid}-salary-max`}
                type="number"
                inputMode="numeric"
                min={0}
                step={500}
                placeholder="Max"
                value={values.salaryMax}
                onChange={(e) => onChange({ salaryMax: e.target.value })}
                className={inputClass}
              />
            </div>
          </div>
          <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label="Salary shortcuts">
            {SALARY_SHORTCUT_AMOUNTS.map((amount) => {
              const shortcut = salaryShortcutLabel(amount, currency);
              const min = String(amount);
              const active = values.salaryMin === min && values.salaryMax === '';
              return (
                <button
                  key={shortcut}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange(active ? { salaryMin: '', salaryMax: '' } : { salaryMin: min, salaryMax: '' })}
                  className={shortcutClass(active)}
                >
                  {shortcut}
                </button>
              );
            })}
          </div>
        </fieldset>

        <fieldset className="min-w-0 lg:col-span-2">
          <legend className="mb-2 block text-sm font-semibold text-slate-800">Duration</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {DURATION_FILTERS.map((duration) => (
              <label key={duration} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={values.durations.includes(duration)}
                  onChange={() => onChange({ durations: toggled(values.durations, duration) })}
                  className="size-4 rounded border-slate-300 accent-indigo-600"
                />
                {duration}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
    </Card>
  );
}
