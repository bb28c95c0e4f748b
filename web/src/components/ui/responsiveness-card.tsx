// The employer responsiveness figure: the share of applications answered within 7 days and the median time to a first
// answer (the help page asks companies to answer within a week). Shown on the company dashboard and internship pages.
import type { ReactNode } from 'react';
import type { Responsiveness } from '@domain/companies/types';
import { GaugeIcon } from './icons';
import { Card } from './card';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';
import { percentText } from '@/i18n/written-format';

/** '2 days', '5 hours', 'Under an hour' (in the page's language). */
export function formatWait(hours: number): string {
  if (hours < 1) return m.ui_under_an_hour();
  if (hours < 36) {
    const h = Math.round(hours);
    return (h === 1 ? m.ui_hours_one : m.ui_hours_many)({ count: formatCount(h) });
  }
  const days = Math.round((hours / 24) * 10) / 10;
  return (days === 1 ? m.ui_days_one : m.ui_days_many)({ count: formatCount(days) });
}

interface ResponsivenessCardProps {
  responsiveness: Responsiveness;
  /** The sentence under the title: who it is about. */
  intro: string;
  className?: string;
}

export function ResponsivenessCard({ responsiveness: r, intro, className = '' }: ResponsivenessCardProps) {
  const share = r.shareWithin7Days === null ? null : Math.round(r.shareWithin7Days * 100);
  return (
    <Card data-testid="responsiveness" className={`p-5 sm:p-6 ${className}`}>
      <section aria-labelledby="responsiveness-heading">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-50 text-sky-700">
            <GaugeIcon className="size-5.5" />
          </span>
          <div className="min-w-0">
            <h2 id="responsiveness-heading" className="text-base font-bold text-slate-900">{m.ui_responsiveness_title()}</h2>
            <p className="text-sm text-slate-600">{intro}</p>
          </div>
        </div>
        <dl className="mt-5 space-y-3">
          <Figure label={m.ui_answered_within_7_days()} value={share === null ? null : percentText(share)} testId="responsiveness-share" empty={m.ui_share_empty()}>
            {(r.considered === 1 ? m.ui_answered_of_one : m.ui_answered_of_many)({ answered: formatCount(r.answeredWithin7Days), count: formatCount(r.considered) })}
          </Figure>
          <Figure
            label={m.ui_median_label()}
            value={r.medianHoursToFirstAnswer === null ? null : formatWait(r.medianHoursToFirstAnswer)}
            testId="responsiveness-median"
            empty={m.ui_median_empty()}
          />
        </dl>
      </section>
    </Card>
  );
}

interface FigureProps {
  label: string;
  /** null when there is nothing to show yet: the `empty` sentence instead. */
  value: string | null;
  testId: string;
  empty: string;
  children?: ReactNode;
}

function Figure({ label, value, testId, empty, children }: FigureProps) {
  if (value === null)
    return (
      <div className="rounded-xl bg-slate-50 px-4 py-3">
        <dt className="sr-only">{label}</dt>
        <dd className="text-sm text-slate-700">{empty}</dd>
      </div>
    );
  return (
    <div className="flex flex-col-reverse rounded-xl bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-700">
        {label}
        {children ? <span className="block text-xs text-slate-600">{children}</span> : null}
      </dt>
      <dd data-testid={testId} className="text-2xl font-extrabold text-slate-900">
        {value}
      </dd>
    </div>
  );
}
