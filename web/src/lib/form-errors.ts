// Turns a zod validation failure into one message per field, for showing errors under each input.
import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && out[key] === undefined) out[key] = issue.message;
  }
  return out;
}
