// A fieldset of checkbox or radio choices styled as chips or cards, with its SPEC §5 message underneath.
import type { ReactNode } from 'react';
import { CheckboxTickIcon } from './icons';

interface ChoiceGroupProps {
  id: string;
  legend: ReactNode;
  hint?: string;
  error?: string;
  /** Grid or flex classes for the options. */
  layout: string;
  /** The legend's look; by default a section title, 'field' to match the labels of the fields around it. */
  legendStyle?: 'title' | 'field';
  children: ReactNode;
}

export function ChoiceGroup({ id, legend, hint, error, layout, legendStyle = 'title', children }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset id={id} aria-describedby={describedBy} aria-invalid={error ? true : undefined} className="min-w-0">
      <legend className={legendStyle === 'title' ? 'text-base font-semibold text-slate-900' : 'text-sm font-medium text-slate-700'}>{legend}</legend>
      {hint ? <p id={hintId} className="mt-0.5 text-sm text-slate-500">{hint}</p> : null}
      <div className={`${legendStyle === 'title' ? 'mt-3' : 'mt-1.5'} ${layout}`}>{children}</div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name, also shown. */
  label: string;
  /** Extra lines under the label (cards). */
  detail?: ReactNode;
  variant?: 'chip' | 'card';
}

const shapes = {
  chip: 'rounded-full px-4 py-2 text-sm font-medium',
  card: 'rounded-xl px-4 py-3 text-sm',
} as const;

export function Choice({ type, name, value, checked, onChange, label, detail, variant = 'chip' }: ChoiceProps) {
  return (
    <label
      className={`relative flex min-w-0 cursor-pointer items-start gap-2 border bg-white text-slate-700 transition-colors select-none hover:border-indigo-300 hover:bg-indigo-50/50 has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:text-indigo-800 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 ${shapes[variant]} border-slate-300`}
    >
      <input type={type} name={name} value={value} checked={checked} onChange={(e) => onChange(e.target.checked)} className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-[inherit] opacity-0" />
      <span
        aria-hidden="true"
        className={`mt-0.5 flex size-4 shrink-0 items-center justify-center border border-slate-400 bg-white peer-checked:border-indigo-600 peer-checked:bg-indigo-600 ${type === 'radio' ? 'rounded-full' : 'rounded'}`}
      >
        {checked ? (
          type === 'radio' ? (
            <span className="size-1.5 rounded-full bg-white" />
          ) : (
            <CheckboxTickIcon className="size-3 text-white" />
          )
        ) : null}
      </span>
      <span className="min-w-0">
        <span className="block leading-tight break-words">{label}</span>
        {detail ? <span className="mt-1 block">{detail}</span> : null}
      </span>
    </label>
  );
}
