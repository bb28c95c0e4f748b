// The Analytics tab: SPEC's fixed figures (+12%, 89%, 4.8/5, 1,247), and beside them, labelled apart, the real figures.
import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { adminStatsQueryOptions } from '../api/stats';
import { SignupsChart, StatusBars } from './charts';
import { StatCard } from './stat-card';

/** SPEC §9: static admin analytics figures, not real data. */
const STATIC_FIGURES = [
  { label: 'Growth', value: '+12%', hint: 'User growth this month' },
  { label: 'Success Rate', value: '89%', hint: 'Successful placements' },
  { label: 'Satisfaction', value: '4.8/5', hint: 'Average rating' },
  { label: 'Sessions', value: '1,247', hint: 'Active sessions' },
] as const;

export function AnalyticsPanel() {
  const { data: stats, isError, error } = useQuery(adminStatsQueryOptions());
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="static-figures-heading" data-testid="static-figures">
        <h2 id="static-figures-heading" className="text-lg font-bold text-slate-900">Platform Analytics</h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-600">Illustrative figures (fixed, not measured).</p>
        <div className="grid grid-cols-2 gap-3">
          {STATIC_FIGURES.map((f) => (
            <StatCard key={f.label} label={f.label} value={f.value} hint={f.hint} />
          ))}
        </div>
      </section>

      <section aria-labelledby="real-figures-heading" data-testid="real-figures">
        <h2 id="real-figures-heading" className="flex flex-wrap items-center gap-2 text-lg font-bold text-slate-900">
          Real figures
          <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">Live data</span>
        </h2>
        <p className="mt-0.5 mb-3 text-sm text-slate-600">Measured from the platform's event log.</p>
        {isError ? (
          <p role="alert" className="text-sm text-red-700">Could not load the figures: {error.message}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Card className="p-4 sm:col-span-2 sm:p-5">
              <h3 className="text-sm font-semibold text-slate-800">Sign-ups per week</h3>
              <div className="mt-3">{stats ? <SignupsChart weeks={stats.signupsPerWeek} /> : <ChartPlaceholder />}</div>
            </Card>
            <Card className="p-4 sm:p-5">
              <h3 className="text-sm font-semibold text-slate-800">Applications by status</h3>
              <div className="mt-3">{stats ? <StatusBars counts={stats.applicationsByStatus} /> : <ChartPlaceholder />}</div>
            </Card>
            <div className="grid gap-3">
              <StatCard label="Companies approved" value={stats?.companiesApproved} testId="real-companies-approved" />
              <StatCard label="Company requests pending" value={stats?.companyRequestsPending} testId="real-requests-pending" />
              <StatCard
                label="Median review time"
                value={stats ? (stats.medianReviewHours === null ? 'No decisions yet' : `${stats.medianReviewHours} h`) : undefined}
                hint="From a company request to its decision"
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
