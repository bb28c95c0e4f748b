// The Analytics tab: SPEC's fixed figures (+12%, 89%, 4.8/5, 1,247), and beside them, labelled apart, the real figures.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/i18n/locale';
import { adminStatsQueryOptions } from '../api/stats';
import { SignupsChart, StatusBars } from './charts';
import { StatCard } from './stat-card';

/** SPEC §9: static admin analytics figures, not real data (called while rendering: the labels are the page's language). */
const staticFigures = () => [
  { key: 'growth', label: m.admin_figure_growth(), value: '+12%', hint: m.admin_figure_growth_hint() },
  { key: 'success', label: m.admin_figure_success_rate(), value: '89%', hint: m.admin_figure_success_rate_hint() },
  { key: 'satisfaction', label: m.admin_figure_satisfaction(), value: '4.8/5', hint: m.admin_figure_satisfaction_hint() },
  { key: 'sessions', label: m.admin_figure_sessions(), value: '1,247', hint: m.admin_figure_sessions_hint() },
];

export function AnalyticsPanel() {
  const { data: stats, isError, error } = useQuery(adminStatsQueryOptions());
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="static-figures-heading" data-testid="static-figures">
        <h2 id="static-figures-heading" className="text-lg font-bold text-slate-900">{m.admin_platform_analytics()}</h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-600">{m.admin_illustrative_figures()}</p>
        <div className="grid grid-cols-2 gap-3">
          {staticFigures().map((f) => (
            <StatCard key={f.key} label={f.label} value={f.value} hint={f.hint} />
          ))}
        </div>
      </section>

      <section aria-labelledby="real-figures-heading" data-testid="real-figures">
        <h2 id="real-figures-heading" className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
          {m.admin_real_figures()}
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">{m.admin_live_data()}</span>
        </h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-600">{m.admin_measured_from_log()}</p>
        {isError ? (
          <p role="alert" className="text-sm text-red-700">{m.admin_figures_load_failed({ error: error.message })}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Card className="p-4 sm:col-span-2 sm:p-5">
              <h3 className="text-sm font-semibold text-slate-800">{m.admin_signups_per_week()}</h3>
              <div className="mt-3">{stats ? <SignupsChart weeks={stats.signupsPerWeek} /> : <ChartPlaceholder />}</div>
            </Card>
            <Card className="p-4 sm:p-5">
              <h3 className="text-sm font-semibold text-slate-800">{m.admin_applications_by_status()}</h3>
              <div className="mt-3">{stats ? <StatusBars counts={stats.applicationsByStatus} /> : <ChartPlaceholder />}</div>
            </Card>
            <div className="grid gap-3">
              <StatCard label={m.admin_companies_approved()} value={stats?.companiesApproved} testId="real-companies-approved" />
              <StatCard label={m.admin_company_requests_pending()} value={stats?.companyRequestsPending} testId="real-requests-pending" />
              <StatCard
                label={m.admin_median_review_time()}
                value={stats ? (stats.medianReviewHours === null ? m.admin_no_decisions_yet() : m.admin_hours_short({ hours: formatCount(stats.medianReviewHours) })) : undefined}
                hint={m.admin_median_review_hint()}
                testId="real-median-review"
              />
            </div>
          </div>
        )}
      </section>
    </div>
  );
}

function ChartPlaceholder() {
  return <div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
}
