// Small charts in plain SVG and CSS (no chart library): weekly sign-ups as stacked bars, applications by status as bars.
import { m } from '@/paraglide/messages.js';
import type { AdminStats } from '@domain/admin/types';
import { formatCount } from '@/i18n/locale';
import { stateLabel } from './format';

/** Sign-ups per ISO week: students and companies stacked; the table under it carries the same numbers for screen readers. */
export function SignupsChart({ weeks }: { weeks: AdminStats['signupsPerWeek'] }) {
  const max = Math.max(1, ...weeks.map((w) => w.students + w.companies));
  const height = 120;
  const barWidth = 18;
  const gap = 10;
  const width = weeks.length * (barWidth + gap) - gap;
  const scale = (n: number) => (n / max) * height;
  return (
    <figure className="min-w-0" data-testid="signups-chart">
      <div className="overflow-x-auto">
        <svg role="img" aria-label={m.admin_signups_chart_label({ count: formatCount(weeks.length) })} viewBox={`0 0 ${width} ${height + 20}`} className="h-40 w-full min-w-[18rem]" preserveAspectRatio="none">
          <line x1="0" x2={width} y1={height} y2={height} stroke="#cbd5e1" strokeWidth="1" />
          {weeks.map((w, i) => {
            const x = i * (barWidth + gap);
            const s = scale(w.students);
            const c = scale(w.companies);
            return (
              <g key={w.week}>
                <title>{m.admin_signups_week_title({ week: w.week, students: formatCount(w.students), companies: formatCount(w.companies) })}</title>
                {s > 0 ? <rect x={x} y={height - s} width={barWidth} height={s} rx="2" fill="#4f46e5" /> : null}
                {c > 0 ? <rect x={x} y={height - s - c} width={barWidth} height={c} rx="2" fill="#f59e0b" /> : null}
                {w.students + w.companies === 0 ? <rect x={x} y={height - 2} width={barWidth} height={2} fill="#e2e8f0" /> : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-2.5 rounded-sm bg-indigo-600" /> {m.admin_students()}</span>
        <span className="inline-flex items-center gap-1.5"><span aria-hidden="true" className="size-2.5 rounded-sm bg-amber-500" /> {m.admin_companies()}</span>
        <span>
          {weeks[0]?.week} – {weeks[weeks.length - 1]?.week}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{m.admin_signups_per_week()}</caption>
        <thead>
          <tr><th scope="col">{m.admin_week()}</th><th scope="col">{m.admin_students()}</th><th scope="col">{m.admin_companies()}</th></tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week}><th scope="row">{w.week}</th><td>{formatCount(w.students)}</td><td>{formatCount(w.companies)}</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

const STATUS_COLOURS: Record<keyof AdminStats['applicationsByStatus'], string> = {
  pending: 'bg-amber-400',
  reviewed: 'bg-sky-500',
  accepted: 'bg-emerald-500',
  rejected: 'bg-rose-500',
};

/** Applications per status as horizontal bars, each with its number. */
export function StatusBars({ counts }: { counts: AdminStats['applicationsByStatus'] }) {
  const entries = Object.entries(counts) as [keyof typeof counts, number][];
  const max = Math.max(1, ...entries.map(([, n]) => n));
  return (
    <ul className="space-y-2.5" data-testid="status-bars">
      {entries.map(([status, n]) => (
        <li key={status} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-3 text-sm">
          <span className="text-slate-700">{stateLabel(status)}</span>
          <span className="h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
            <span className={`block h-full rounded-full ${STATUS_COLOURS[status]}`} style={{ width: `${(n / max) * 100}%` }} />
          </span>
          <span className="text-end font-semibold text-slate-900 tabular-nums" data-testid={`status-count-${status}`}>{formatCount(n)}</span>
        </li>
      ))}
    </ul>
  );
}
