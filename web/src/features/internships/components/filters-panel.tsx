// The Filters panel of /search: location (+ shortcuts across South Asia), work type, country, schedule, hours, skills, the
// salary range (a monthly stipend in a chosen currency, paid only, the rates it compares at) and durations, and Clear All.
import { m } from '@/paraglide/messages.js';
import { useId, type ReactNode } from 'react';
import { SKILLS, WORK_TYPES, type WorkType } from '@domain/internships/constants';
import { SCHEDULES, type Schedule } from '@domain/internships/audience';
import { COUNTRIES, LOCATION_SHORTCUTS, type Country } from '@domain/internships/countries';
import { CURRENCIES, type Currency } from '@domain/internships/stipend';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectChevronIcon } from '@/components/ui/icons';
import { DURATION_BANDS, SUMMER_SCHEDULE, hasAnyFilter, isBandChecked, isDurationBand, toggleBand, toggled, type FilterValues } from './filter-values';
import { DURATION_CHECKLIST, durationItemLabel, salaryShortcutAmounts, salaryShortcutLabel } from './stipend-format';
import { RatesNote } from './rates-note';
import { countryName, scheduleLabel, skillLabel, workTypeLabel } from './format';
import { formatCount } from '@/i18n/locale';

interface FiltersPanelProps {
  id?: string;
  values: FilterValues;
  /** `immediate`: apply now (a shortcut or a checkbox) rather than after typing settles. */
  onChange: (patch: Partial<FilterValues>, options?: { immediate?: boolean }) => void;
  onClearAll: () => void;
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

const smallLabel = 'mb-1 block text-xs font-medium text-slate-500';
const legendClass = 'mb-2 block text-sm font-semibold text-slate-800';

function Section({ title, htmlFor, children, className = '' }: { title: string; htmlFor?: string; children: ReactNode; className?: string }) {
  const Title = htmlFor ? 'label' : 'h3';
  return (
    <div className={`min-w-0 ${className}`}>
      <Title {...(htmlFor ? { htmlFor } : {})} className={legendClass}>
        {title}
      </Title>
      {children}
    </div>
  );
}

/** A native select with the panel's look; '' is its first option. */
function Select({ id, value, onChange, options, small = false }: { id: string; value: string; onChange: (v: string) => void; options: readonly { value: string; label: string }[]; small?: boolean }) {
  return (
    <div className="relative">
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} appearance-none pe-9 ${small ? 'py-2' : ''}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <SelectChevronIcon className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

function NumberInput({ id, value, onChange, min, max, step, placeholder }: { id: string; value: string; onChange: (v: string) => void; min: number; max?: number; step?: number; placeholder: string }) {
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={step}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={inputClass}
    />
  );
}

/** The shortcuts across South Asia; 'Remote' is the work type's own choice, so not a place here too. */
const PLACE_SHORTCUTS = LOCATION_SHORTCUTS.filter((place) => place !== 'Remote');
/** A shortcut's city in the page's language; the filter it sets stays the English name the postings write. */
function cityLabel(city: string): string {
  const labels: Record<string, string> = {
    Bangalore: m.search_city_bangalore(),
    Delhi: m.search_city_delhi(),
    Mumbai: m.search_city_mumbai(),
    Chennai: m.search_city_chennai(),
    Dhaka: m.search_city_dhaka(),
    Chittagong: m.search_city_chittagong(),
    Karachi: m.search_city_karachi(),
    Lahore: m.search_city_lahore(),
    Colombo: m.search_city_colombo(),
  };
  return labels[city] ?? city;
}
const countryOptions = () => [{ value: '', label: m.search_any_country() }, ...COUNTRIES.map((c) => ({ value: c, label: countryName(c) }))];
const scheduleOptions = () => [{ value: '', label: m.search_any_schedule() }, ...SCHEDULES.map((s) => ({ value: s, label: scheduleLabel(s) }))];
const HOURS_CHOICES = [5, 10, 15, 20, 30];
const hoursOptions = (current: string) => {
  const hours = current && !HOURS_CHOICES.includes(Number(current)) ? [...HOURS_CHOICES, Number(current)].sort((a, b) => a - b) : HOURS_CHOICES;
  return [{ value: '', label: m.search_any_hours() }, ...hours.map((h) => ({ value: String(h), label: m.search_up_to_hours({ hours: formatCount(h) }) }))];
};
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

export function FiltersPanel({ id, values, onChange, onClearAll }: FiltersPanelProps) {
  const uid = useId();
  const typeOptions: { value: WorkType | ''; label: string }[] = [
    { value: '', label: m.search_all_types() },
    ...WORK_TYPES.map((t) => ({ value: t, label: workTypeLabel(t) })),
  ];
  const weeks = { minWeeks: values.minWeeks ? Number(values.minWeeks) : undefined, maxWeeks: values.maxWeeks ? Number(values.maxWeeks) : undefined };
  const toggleDuration = (item: string) => {
    if (!isDurationBand(item)) return onChange({ schedule: values.schedule === SUMMER_SCHEDULE ? '' : SUMMER_SCHEDULE });
    const next = toggleBand(item, weeks);
    onChange({ minWeeks: next.minWeeks === undefined ? '' : String(next.minWeeks), maxWeeks: next.maxWeeks === undefined ? '' : String(next.maxWeeks) }, { immediate: true });
  };
  const durationChecked = (item: string) => (isDurationBand(item) ? isBandChecked(item, weeks) : values.schedule === SUMMER_SCHEDULE);

  return (
    <Card id={id} className="p-5 sm:p-6" role="region" aria-label={m.search_filters()}>
      <div className="mb-5 flex items-center justify-between gap-3">
        <h2 className="text-base font-bold text-slate-900">{m.search_filters()}</h2>
        {hasAnyFilter(values) ? (
          <button type="button" onClick={onClearAll} className={buttonClass('ghost', 'sm', 'text-indigo-700')}>
            {m.search_clear_all()}
          </button>
        ) : null}
      </div>

      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        <Section title={m.search_location()} htmlFor={`${uid}-location`} className="lg:col-span-2">
          <input
            id={`${uid}-location`}
            type="text"
            value={values.location}
            onChange={(e) => onChange({ location: e.target.value })}
            placeholder={m.search_location_placeholder()}
            autoComplete="off"
            className={inputClass}
          />
          <div className="mt-2 flex flex-wrap gap-1.5" aria-label={m.search_popular_locations()} role="group">
            {PLACE_SHORTCUTS.map((city) => {
              const active = values.location.trim().toLowerCase() === city.toLowerCase();
              return (
                <button key={city} type="button" aria-pressed={active} onClick={() => onChange({ location: active ? '' : city }, { immediate: true })} className={shortcutClass(active)}>
                  {cityLabel(city)}
                </button>
              );
            })}
          </div>
        </Section>

        <fieldset className="min-w-0 lg:col-span-2">
          <legend className={legendClass}>{m.search_work_type()}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1 sm:grid-cols-4">
            {typeOptions.map((option) => (
              <label
                key={option.label}
                className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 transition-colors select-none hover:text-slate-900 has-checked:bg-white has-checked:text-indigo-700 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-indigo-600"
              >
                <input type="radio" name={`${uid}-type`} value={option.value} checked={values.type === option.value} onChange={() => onChange({ type: option.value })} className="sr-only" />
                {option.label}
              </label>
            ))}
          </div>
          <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
            <div className="min-w-0">
              <label htmlFor={`${uid}-country`} className={smallLabel}>{m.search_country()}</label>
              <Select id={`${uid}-country`} value={values.country} onChange={(v) => onChange({ country: v as Country | '' })} options={countryOptions()} small />
            </div>
            <div className="min-w-0">
              <label htmlFor={`${uid}-schedule`} className={smallLabel}>{m.search_schedule()}</label>
              <Select id={`${uid}-schedule`} value={values.schedule} onChange={(v) => onChange({ schedule: v as Schedule | '' })} options={scheduleOptions()} small />
            </div>
            <div className="min-w-0">
              <label htmlFor={`${uid}-hours`} className={smallLabel}>{m.search_hours_per_week()}</label>
              <Select id={`${uid}-hours`} value={values.maxHours} onChange={(v) => onChange({ maxHours: v })} options={hoursOptions(values.maxHours)} small />
            </div>
          </div>
        </fieldset>

        <fieldset className="min-w-0 md:col-span-2 lg:col-span-4">
          <legend className={legendClass}>
            {m.search_skills()}
            {values.skills.length > 0 ? <span className="ms-2 font-normal text-slate-500">{m.search_selected({ count: formatCount(values.skills.length) })}</span> : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {SKILLS.map((skill) => (
              <label key={skill} className={chipClass}>
                <input type="checkbox" checked={values.skills.includes(skill)} onChange={() => onChange({ skills: toggled(values.skills, skill) })} className="sr-only" />
                {skillLabel(skill)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="min-w-0 lg:col-span-2" aria-describedby={`${uid}-rates`}>
          <legend className={legendClass}>{m.search_salary_range()}</legend>
          <div className="grid grid-cols-[minmax(0,6rem)_minmax(0,1fr)_minmax(0,1fr)] gap-2">
            <div className="min-w-0">
              <label htmlFor={`${uid}-currency`} className={smallLabel}>{m.search_currency()}</label>
              <Select id={`${uid}-currency`} value={values.currency} onChange={(v) => onChange({ currency: v as Currency }, { immediate: true })} options={CURRENCY_OPTIONS} />
            </div>
            <div className="min-w-0">
              <label htmlFor={`${uid}-salary-min`} className={smallLabel}>
                {m.search_minimum()}<span className="sr-only"> {m.search_monthly_stipend()}</span>
              </label>
              <NumberInput id={`${uid}-salary-min`} min={0} step={500} placeholder={m.search_min_placeholder()} value={values.minStipend} onChange={(v) => onChange({ minStipend: v })} />
            </div>
            <div className="min-w-0">
              <label htmlFor={`${uid}-salary-max`} className={smallLabel}>
                {m.search_maximum()}<span className="sr-only"> {m.search_monthly_stipend()}</span>
              </label>
              <NumberInput id={`${uid}-salary-max`} min={0} step={500} placeholder={m.search_max_placeholder()} value={values.maxStipend} onChange={(v) => onChange({ maxStipend: v })} />
            </div>
          </div>
          <div className="mt-2 flex flex-wrap gap-1.5" role="group" aria-label={m.search_salary_shortcuts()}>
            {salaryShortcutAmounts(values.currency).map((amount) => {
              const shortcut = salaryShortcutLabel(amount, values.currency);
              const min = String(amount);
              const active = values.minStipend === min && values.maxStipend === '';
              return (
                <button
                  key={shortcut}
                  type="button"
                  aria-pressed={active}
                  onClick={() => onChange({ minStipend: active ? '' : min, maxStipend: '' }, { immediate: true })}
                  className={shortcutClass(active)}
                >
                  {shortcut}
                </button>
              );
            })}
          </div>
          <label className="mt-3 flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
            <input type="checkbox" checked={values.paid} onChange={(e) => onChange({ paid: e.target.checked })} className="size-4 rounded border-slate-300 accent-indigo-600" />
            {m.search_paid_only()}
          </label>
          <RatesNote id={`${uid}-rates`} currency={values.currency} />
        </fieldset>

        <fieldset className="min-w-0 lg:col-span-2">
          <legend className={legendClass}>{m.search_duration()}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {DURATION_CHECKLIST.map((duration) => (
              <label key={duration} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" checked={durationChecked(duration)} onChange={() => toggleDuration(duration)} className="size-4 rounded border-slate-300 accent-indigo-600" />
                {durationItemLabel(duration)}
              </label>
            ))}
          </div>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <div className="min-w-0">
              <label htmlFor={`${uid}-weeks-min`} className={smallLabel}>{m.search_min_weeks()}</label>
              <NumberInput id={`${uid}-weeks-min`} min={1} max={52} placeholder="1" value={values.minWeeks} onChange={(v) => onChange({ minWeeks: v })} />
            </div>
            <div className="min-w-0">
              <label htmlFor={`${uid}-weeks-max`} className={smallLabel}>{m.search_max_weeks()}</label>
              <NumberInput id={`${uid}-weeks-max`} min={1} max={52} placeholder="52" value={values.maxWeeks} onChange={(v) => onChange({ maxWeeks: v })} />
            </div>
          </div>
          <p className="mt-2 text-xs text-slate-500">
            {m.search_duration_note({ weeks: formatCount(DURATION_BANDS['Full-time'][0]) })}
          </p>
        </fieldset>
      </div>
    </Card>
  );
}
