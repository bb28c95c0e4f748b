// The posting form's salary and duration (DESIGN.md §4.6): Unpaid, or an amount with its currency and period; the duration
// in whole weeks. SPEC.md's free texts are made from them when the posting is sent.
import { CURRENCIES, STIPEND_PERIODS } from '@domain/internships/stipend';
import { MAX_DURATION_WEEKS, MIN_DURATION_WEEKS } from '@domain/internships/duration';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FormFieldProps } from './form-field-props';
import { currencyLabel, periodLabel } from './labels';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

type Name = 'stipendAmount' | 'stipendCurrency' | 'stipendPeriod' | 'durationWeeks';

// Made while rendering: the labels are the page's language.
const currencyOptions = () => CURRENCIES.map((c) => ({ value: c, label: currencyLabel(c) }));
const periodOptions = () => STIPEND_PERIODS.map((p) => ({ value: p, label: periodLabel(p) }));

export function DurationWeeksField({ field }: { field: (name: Name) => FormFieldProps }) {
  return (
    <TextField
      {...field('durationWeeks')}
      type="number"
      inputMode="numeric"
      min={MIN_DURATION_WEEKS}
      max={MAX_DURATION_WEEKS}
      step={1}
      label={m.company_form_duration()}
      aria-required
      placeholder={m.company_form_duration_placeholder()}
      hint={m.company_form_duration_hint({ min: formatCount(MIN_DURATION_WEEKS), max: formatCount(MAX_DURATION_WEEKS) })}
    />
  );
}

interface StipendFieldsProps {
  field: (name: Name) => FormFieldProps;
  unpaid: boolean;
  onUnpaidChange: (unpaid: boolean) => void;
  /** An older posting's text that could not be read as data. */
  previousText: string;
}

export function StipendFields({ field, unpaid, onUnpaidChange, previousText }: StipendFieldsProps) {
  const hintId = 'internship-stipend-hint';
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4" aria-describedby={hintId}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{m.company_form_salary()}</legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        {m.company_form_salary_hint()}
        {previousText ? ` ${m.company_form_salary_previous({ text: previousText })}` : null}
      </p>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" name="unpaid" checked={unpaid} onChange={(e) => onUnpaidChange(e.target.checked)} className="size-4 rounded border-slate-300 accent-indigo-600" />
        {m.company_form_unpaid()}
      </label>
      {unpaid ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...field('stipendAmount')} type="number" inputMode="decimal" min={0} step="any" label={m.company_form_stipend_amount()} placeholder={m.company_form_stipend_placeholder()} autoComplete="off" />
          <SelectField {...field('stipendCurrency')} label={m.company_form_currency()} placeholder={m.company_form_currency_placeholder()} options={currencyOptions()} />
          <SelectField {...field('stipendPeriod')} label={m.company_form_paid()} placeholder={m.company_form_period_placeholder()} options={periodOptions()} />
        </div>
      )}
    </fieldset>
  );
}
