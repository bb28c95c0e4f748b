// A form checked with a domain zod schema: values, one error per field, re-checked on each change once submitted
// (or from the first change with `validateOn: 'change'`, showing a field's error once that field has been changed).
// The schema may be given as a `lazySchema`: its module (and zod with it) then stays out of the page's first load, and is
// loaded when a field is first focused, or at the latest on submit.
import { useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, type FieldErrors } from './form-errors';

/** What a form control holds: text (inputs, selects, radios), a checkbox's state, or a list of checked values. */
export type FormValue = string | boolean | string[];
/** The state of a form over a schema: every field of its input, held as the controls hold it (e.g. '' before a choice). */
export type FormValues<S extends z.ZodType> = { [K in keyof z.input<S>]-?: FormValue };

/** A schema loaded on first need: `lazySchema(() => import('…').then((m) => m.schema))`, made once per module. */
export interface LazySchema<S> {
  load(): Promise<S>;
  /** The schema once loaded. */
  readonly current: S | undefined;
}

export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let current: S | undefined;
  return {
    load: () => (loading ??= load().then((schema) => (current = schema))),
    get current() {
      return current;
    },
  };
}

const isLazy = <S>(schema: S | LazySchema<S>): schema is LazySchema<S> =>
  typeof (schema as LazySchema<S>).load === 'function' && !('safeParse' in (schema as object));

interface ZodFormOptions {
  /** 'submit' (default): errors appear on submit, then follow each change. 'change': every change re-checks the form. */
  validateOn?: 'submit' | 'change';
}

export function useZodForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S | LazySchema<S>,
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
  // The latest values, also between renders: two changes in one go (the browser's autofill fills e-mail and password
  // together) must both be kept.
  const latest = useRef(values);

  /** Runs `then` with the schema: at once when it is at hand, else once loaded (its check sets the errors, which draws them). */
  const withSchema = (then: (loaded: S) => void) => {
    if (!isLazy(schema)) return then(schema);
    if (schema.current) return then(schema.current);
    void schema.load().then(then);
  };
  const check = (loaded: S, next: Values) => {
    const result = loaded.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<Field>(result.error));
    return result;
  };
  /** Checks the latest values (those of when the schema is at hand, if it had to be loaded). */
  const validate = () => withSchema((loaded) => void check(loaded, latest.current));
  /** A lazy schema starts loading when the form is first used, before anyone submits. */
  const prefetch = () => {
    if (isLazy(schema) && !schema.current) void schema.load();
  };

  /** The error to show under a field: after a submit, or (validateOn 'change') once the field was changed. */
  const errorOf = (name: Field) => (submitted || touched.has(name) ? errors[name] : undefined);

  const setValue = (name: Field, value: FormValue) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (validateOn === 'change') setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
    if (submitted || validateOn === 'change') validate();
  };

  /** Props for a TextField (or text area, select) bound to one text field. */
  const field = (name: Field) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name] as string,
    error: errorOf(name),
    onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
    onFocus: prefetch,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    withSchema((loaded) => {
      const result = check(loaded, latest.current);
      if (result.success) onValid(result.data);
      else focusFirstInvalid(form);
    });
  };

  return { field, submit, values, setValue, errorOf, errors };
}

/**
 * After a refused submit, the first field with an error (in page order) gets the focus, so it is seen and announced. The
 * errors may be drawn a frame or two later (a schema that had to load first is checked outside the submit's event).
 */
function focusFirstInvalid(form: HTMLFormElement, frames = 5) {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid && frames > 0) return focusFirstInvalid(form, frames - 1);
    const control = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input, select, textarea');
    control?.focus();
  });
}
