// A labelled input with its error message underneath (label htmlFor + id + name, aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldShell, controlAria, controlClass } from './field-shell';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export function TextField({ id, name, label, hint, error, className = '', ...input }: TextFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <input id={id} name={name} {...controlAria(id, { error, hint })} className={controlClass} {...input} />
    </FieldShell>
  );
}
