// Turns a zod validation failure into one message per field, in the page's language, for showing errors under each input.
import type { z } from 'zod';
import { localizeDomainMessage } from '@/i18n/domain-message';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as K;
    if (key && out[key] === undefined) out[key] = localizeDomainMessage(issue.message);
  }
  return out;
}
