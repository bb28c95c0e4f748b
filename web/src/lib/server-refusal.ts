// A server's refusal of a form (400 with `errors` per field, or any other status with its message) split for showing: the
// messages under the fields the form has, and the one left to say above its button.
import { ApiError } from './api-client';
import { m } from '@/paraglide/messages.js';

/** The messages of the fields the form shows (each under its field), and what is left to say: the server's message unless a
 *  shown field already says it, else the first message of a field the form does not show; `fallback` when the request
 *  failed without an answer. */
export function splitRefusal(error: unknown, isShown: (key: string) => boolean, fallback: string = m.ui_refusal_fallback()): { fields: Record<string, string>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: fallback };
  const entries = Object.entries(error.fieldErrors);
  const fields = Object.fromEntries(entries.filter(([key]) => isShown(key)));
  const unshown = entries.filter(([key]) => !isShown(key)).map(([, message]) => message);
  const message = Object.values(fields).includes(error.message) ? (unshown[0] ?? null) : error.message || fallback;
  return { fields, message };
}
