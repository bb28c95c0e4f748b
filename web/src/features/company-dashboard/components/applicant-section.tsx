// A titled part of an applicant's card (cover letter, answers, availability, résumé).
import type { ReactNode } from 'react';

export function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <section className="min-w-0" data-testid={testId}>
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="mt-1.5">{children}</div>
    </section>
  );
}
