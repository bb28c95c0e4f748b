// The stipend and duration of a posting as both data and text (DESIGN.md §4.6): the text SPEC.md's `salary` and `duration`
// show is made from the data when only the data is given, and the data read from the text (best effort) when only the text
// is; a posting states its duration one way or the other. Pure: the post and edit commands apply it.
import { invalid } from '../shared/errors';
import { countryOfLocation } from './countries';
import { durationText, parseDurationWeeks } from './duration';
import type { InternshipChanges } from './events';
import { parseStipend, stipendText, type Stipend } from './stipend';

export const DURATION_REQUIRED = 'Duration is required';

interface Terms {
  salary?: string | null;
  duration?: string;
  stipend?: Stipend | null;
  durationWeeks?: number | null;
  location?: string;
}

/** A new posting's terms, each as text and data; 400 when it states no duration at all. */
export function postingTerms(input: Terms): { salary: string | null; duration: string; stipend: Stipend | null; durationWeeks: number | null } {
  const duration = input.duration || (input.durationWeeks ? durationText(input.durationWeeks) : '');
  if (!duration) throw invalid(DURATION_REQUIRED, { duration: DURATION_REQUIRED });
  const stipend = input.stipend !== undefined ? input.stipend : parseStipend(input.salary ?? null, countryOfLocation(input.location));
  const salary = input.salary !== undefined && input.salary !== null ? input.salary : stipend ? stipendText(stipend) : null;
  const durationWeeks = input.durationWeeks ?? parseDurationWeeks(duration);
  return { salary, duration, stipend, durationWeeks };
}

/**
 * An edit's terms: a changed stipend without text changes the text, a changed text without data is read for its data
 * (the rupee by the edit's location, else the posting's `location`); likewise the duration. Other fields pass as they are.
 */
export function editedTerms<E extends Terms & Record<string, unknown>>(edit: E, location: string | undefined): E & Pick<InternshipChanges, 'salary' | 'duration' | 'stipend' | 'durationWeeks'> {
  const out: E & Terms = { ...edit };
  if (edit.stipend !== undefined && edit.salary === undefined) out.salary = edit.stipend ? stipendText(edit.stipend) : null;
  if (edit.salary !== undefined && edit.stipend === undefined) out.stipend = parseStipend(edit.salary, countryOfLocation(edit.location ?? location));
  if (edit.durationWeeks !== undefined && edit.duration === undefined && edit.durationWeeks !== null) out.duration = durationText(edit.durationWeeks);
  if (edit.duration !== undefined && edit.durationWeeks === undefined) out.durationWeeks = parseDurationWeeks(edit.duration);
  return out as E & Pick<InternshipChanges, 'salary' | 'duration' | 'stipend' | 'durationWeeks'>;
}
