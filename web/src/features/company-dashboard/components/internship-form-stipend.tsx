// The posting form's salary and duration (DESIGN.md §4.6): Unpaid, or an amount with its currency and period; the duration
// in whole weeks. SPEC.md's free texts are made from them when the posting is sent.
import { CURRENCIES, CURRENCY_LABELS, PERIOD_LABELS, STIPEND_PERIODS } from '@domain/internships/stipend';
import { MAX_DURATION_WEEKS, MIN_DURATION_WEEKS } from '@domain/internships/duration';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { FormFieldProps } from './form-field-props';

type Name = 'stipendAmount' | 'stipendCurrency' | 'stipendPeriod' | 'durationWeeks';

const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: CURRENCY_LABELS[c] }));
const PERIOD_OPTIONS = STIPEND_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }));

export function DurationWeeksField({ field }: { field: (name: Name) => FormFieldProps }) {
  return (
    <TextField
      {...field('durationWeeks')}
      type="number"
      inputMode="numeric"
      min={MIN_DURATION_WEEKS}
      max={MAX_DURATION_WEEKS}
      step={1}
      label="Duration (weeks)"
      aria-required
      placeholder="e.g. 8"
      hint={`How many weeks, ${MIN_DURATION_WEEKS} to ${MAX_DURATION_WEEKS}.`}
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
      <legend className="px-1 text-sm font-semibold text-slate-900">Salary (optional)</legend>
      <p id={hintId} className="-mt-1 text-xs text-slate-500">
        What you pay the intern. Internships here never ask students for money.
        {previousText ? ` Now stated as “${previousText}”: give it as an amount, or tick Unpaid, so students can find it by stipend.` : null}
      </p>
      <label className="flex w-fit cursor-pointer items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" name="unpaid" checked={unpaid} onChange={(e) => onUnpaidChange(e.target.checked)} className="size-4 rounded border-slate-300 accent-indigo-600" />
        Unpaid
      </label>
      {unpaid ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField {...field('stipendAmount')} type="number" inputMode="decimal" min={0} step="any" label="Stipend amount" placeholder="e.g. 6000" autoComplete="off" />
          <SelectField {...field('stipendCurrency')} label="Currency" placeholder="Select a currency" options={CURRENCY_OPTIONS} />
          <SelectField {...field('stipendPeriod')} label="Paid" placeholder="Select a period" options={PERIOD_OPTIONS} />
        </div>
      )}
    </fieldset>
  );
}
