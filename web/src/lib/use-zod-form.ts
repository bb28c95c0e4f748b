// A text form checked with a domain zod schema: values, one error per field, re-checked on each change once submitted.
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './form-errors';

export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, string>>>(
  schema: S,
  initial: z.input<S>,
  onValid: (data: z.output<S>) => void,
  idPrefix: string,
) {
  type Field = keyof z.input<S> & string;
  const [values, setValues] = useState<z.input<S>>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const validate = (next: z.input<S>) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<Field>(result.error));
    return result;
  };

  /** Props for a TextField bound to one field. */
  const field = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted) validate(next);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.data);
  };

  return { field, submit, errors };
}
