// A labelled multi-line text box with its hint and error (same frame and look as TextField).
import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldShell, controlAria, controlClass } from './field-shell';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Classes of the box itself, e.g. its minimum height. */
  boxClassName?: string;
}

export function TextAreaField({ id, name, label, hint, error, className = '', boxClassName = 'min-h-28', ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} className={className}>
      <textarea id={id} name={name} {...controlAria(id, { error, hint })} className={`${controlClass} resize-y ${boxClassName}`} {...textarea} />
    </FieldShell>
  );
}
