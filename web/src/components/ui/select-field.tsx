// A labelled native select (keyboard and phone friendly) with a placeholder option, its hint and error.
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { SelectChevronIcon } from './icons';
import { FieldShell, controlAria, controlClass } from './field-shell';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** The first, empty option ('' value). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ id, name, label, hint, error, className = '', placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <div className="relative">
        <select id={id} name={name} {...controlAria(id, { error, hint })} className={`${controlClass} appearance-none pe-10`} {...select}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <SelectChevronIcon className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </FieldShell>
  );
}
