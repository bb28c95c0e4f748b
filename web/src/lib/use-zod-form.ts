// A form checked with a domain zod schema: values, one error per field, re-checked on each change once submitted
// (or from the first change with `validateOn: 'change'`, showing a field's error once that field has been changed).
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './form-errors';

/** What a form control holds: text (inputs, selects, radios), a checkbox's state, or a list of checked values. */
export type FormValue = string | boolean | string[];
/** The state of a form over a schema: every field of its input, held as the controls hold it (e.g. '' before a choice). */
export type FormValues<S extends z.ZodType> = { [K in keyof z.input<S>]-?: FormValue };

interface ZodFormOptions {
  /** 'submit' (default): errors appear on submit, then follow each change. 'change': every change re-checks the form. */
  validateOn?: 'submit' | 'change';
}

export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  initial: FormValues<S>,
  onValid: (data: z.output<S>) => void,
  idPrefix: string,
  { validateOn = 'submit' }: ZodFormOptions = {},
) {
  type Values = FormValues<S>;
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());

  const validate = (next: Values) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<Field>(result.error));
    return result;
  };

  /** The error to show under a field: after a submit, or (validateOn 'change') once the field was changed. */
  const errorOf = (name: Field) => (submitted || touched.has(name) ? errors[name] : undefined);

  const setValue = (name: Field, value: FormValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (validateOn === 'change') setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    if (submitted || validateOn === 'change') validate(next);
  };

  /** Props for a TextField (or text area, select) bound to one text field. */
  const field = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] as string,
    error: errorOf(name),
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) onValid(result.data);
    else focusFirstInvalid(event.currentTarget);
  };

  return { field, submit, values, setValue, errorOf, errors };
}

/** After a refused submit, the first field with an error (in page order) gets the focus, so it is seen and announced. */
function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input, select, textarea');
    control?.focus();
  });
}
