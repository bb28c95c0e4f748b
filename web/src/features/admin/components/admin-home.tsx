// An admin's /dashboard: what waits for them — pending company requests, open reports and the latest audit entries — each
// with a link to the admin screen that handles it (/admin-backend for admin1–admin3, /admin for the other admins).
import { m } from '@/paraglide/messages.js';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { isBackendAdmin } from '@domain/shared/roles';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/i18n/locale';
import { buttonClass } from '@/components/ui/button-styles';
import { auditQueryOptions } from '../api/audit';
import { companyRequestsQueryOptions } from '../api/company-requests';
import { openReportsQueryOptions } from '../api/reports';
import { EVENT_LABELS, actorLabel, formatDateTime, labelIn } from './format';

export const RECENT_AUDIT = 5;

/** An event type without words of its own, in words: 'EmailVerificationRequested' → 'Email verification requested'. */
const eventLabel = (type: string) => labelIn(EVENT_LABELS, type) ?? type.replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

const linkClass = 'font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 rounded-sm';

function CountCard({ label, value, testId, link }: { label: string; value: number | undefined; testId: string; link: ReactNode }) {
  return (
    <Card className="flex flex-col p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums" data-testid={testId}>
        {value === undefined ? '—' : formatCount(value)}
      </p>
      <p className="mt-3 text-sm">{link}</p>
    </Card>
  );
}

export function AdminHome({ user }: { user: PublicUser }) {
  const backend = isBackendAdmin(user);
  const requests = useQuery(companyRequestsQueryOptions());
  const reports = useQuery(openReportsQueryOptions());
  const audit = useInfiniteQuery(auditQueryOptions({}, RECENT_AUDIT));
  const pending = requests.data?.filter((r) => r.status === 'pending').length;
  const recent = audit.data?.pages[0]?.entries.slice(0, RECENT_AUDIT) ?? [];
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{m.admin_welcome({ name: user.firstName || user.username })}</h1>
        <p className="mt-1 text-slate-600">{m.admin_home_intro()}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2">
        <CountCard
          label={m.admin_pending_company_requests()}
          value={pending}
          testId="pending-requests-count"
          link={
            backend ? (
              <Link to="/admin-backend" search={{ tab: 'requests' }} className={linkClass}>
                {m.admin_review_company_requests()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
              </Link>
            ) : (
              <Link to="/admin" search={{ tab: 'users' }} className={linkClass}>
                {m.admin_see_companies()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
              </Link>
            )
          }
        />
        <CountCard
          label={m.admin_open_reports()}
          value={reports.data?.length}
          testId="open-reports-count"
          link={
            <Link to={backend ? '/admin-backend' : '/admin'} className={linkClass}>
              {backend ? m.admin_decide_reports() : m.admin_see_reports()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
            </Link>
          }
        />
      </div>
      <Card className="p-5">
        <section aria-labelledby="recent-activity-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="recent-activity-heading" className="text-lg font-bold text-slate-900">
              {m.admin_recent_activity()}
            </h2>
            {backend ? (
              <Link to="/admin-backend" search={{ tab: 'audit' }} className={`${linkClass} text-sm`}>
                {m.admin_full_audit_trail()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
              </Link>
            ) : (
              <Link to="/admin" className={`${linkClass} text-sm`}>
                {m.admin_open_admin_dashboard()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
              </Link>
            )}
          </div>
          {audit.isPending ? (
            <p className="mt-3 text-sm text-slate-600">{m.admin_loading()}</p>
          ) : recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">{m.admin_nothing_yet()}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200" data-testid="recent-activity">
              {recent.map((e) => (
                <li key={e.eventId} data-testid="recent-activity-entry" className="flex flex-col gap-0.5 py-2.5 text-sm sm:flex-row sm:justify-between sm:gap-4">
                  <span className="min-w-0 break-words text-slate-900">
                    <span className="font-medium">{eventLabel(e.type)}</span>
                    <span className="text-slate-600"> {m.admin_by_name({ name: actorLabel(e.actorName) })}</span>
                  </span>
                  <time dateTime={e.at} className="shrink-0 text-slate-600">
                    {formatDateTime(e.at)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </section>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link to="/admin" className={buttonClass('secondary', 'md')}>
          {m.admin_admin_dashboard()}
        </Link>
        {backend ? (
          <Link to="/admin-backend" className={buttonClass('secondary', 'md')}>
            {m.admin_admin_backend()}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
