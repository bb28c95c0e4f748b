// What the company said the internship was (dates, hours, what the student did), as either side reads it.
import type { CompletionFacts as Facts } from '@domain/applications/types';
import { formatDays } from './completion-format';
import { m } from '@/paraglide/messages.js';
import { intlLocale } from '@/i18n/locale';

export function CompletionFacts({ facts }: { facts: Facts }) {
  return (
    <dl data-testid="completion-facts" className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="text-slate-600">{m.completion_dates()}</dt>
      <dd className="text-slate-900">{formatDays(facts.startedOn, facts.endedOn)}</dd>
      <dt className="text-slate-600">{m.completion_hours()}</dt>
      <dd className="text-slate-900 tabular-nums">{new Intl.NumberFormat(intlLocale()).format(facts.hours)}</dd>
      <dt className="text-slate-600">{m.completion_what_was_done()}</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{facts.summary}</dd>
    </dl>
  );
}
