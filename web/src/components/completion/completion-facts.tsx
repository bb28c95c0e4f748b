// What the company said the internship was (dates, hours, what the student did), as either side reads it.
import type { CompletionFacts as Facts } from '@domain/applications/types';
import { formatDays } from './completion-format';

export function CompletionFacts({ facts }: { facts: Facts }) {
  return (
    <dl data-testid="completion-facts" className="grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
      <dt className="text-slate-600">Dates</dt>
      <dd className="text-slate-900">{formatDays(facts.startedOn, facts.endedOn)}</dd>
      <dt className="text-slate-600">Hours</dt>
      <dd className="text-slate-900 tabular-nums">{facts.hours.toLocaleString('en-US')}</dd>
      <dt className="text-slate-600">What was done</dt>
      <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">{facts.summary}</dd>
    </dl>
  );
}
