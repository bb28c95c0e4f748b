// The backend's Overview tab: what needs attention (pending requests), applications by status, and the latest activity.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/i18n/locale';
import { companyRequestsQueryOptions } from '../api/company-requests';
import { adminStatsQueryOptions } from '../api/stats';
import { AuditTimeline } from './audit-timeline';
import { StatusBars } from './charts';

export function OverviewPanel({ onOpen }: { onOpen: (tab: 'requests' | 'applications' | 'audit') => void }) {
  const requests = useQuery(companyRequestsQueryOptions()).data;
  const stats = useQuery(adminStatsQueryOptions()).data;
  const pending = requests?.filter((r) => r.status === 'pending') ?? [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">{m.admin_company_requests()}</h2>
        <p className="mt-1 text-sm text-slate-600" data-testid="overview-pending-requests">
          {requests === undefined
            ? m.admin_loading()
            : pending.length === 0
              ? m.admin_nothing_waiting()
              : m.admin_waiting_for_review({ count: formatCount(pending.length), names: pending.map((r) => r.companyName).join(', ') })}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={() => onOpen('requests')}>
          {m.admin_review_requests()}
        </button>
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-bold text-slate-900">{m.admin_applications_by_status()}</h2>
        <div className="mt-3">{stats ? <StatusBars counts={stats.applicationsByStatus} /> : <p className="text-sm text-slate-600">{m.admin_loading()}</p>}</div>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-4')} onClick={() => onOpen('applications')}>
          {m.admin_manage_applications()}
        </button>
      </Card>
      <Card className="p-5 lg:col-span-2">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-bold text-slate-900">{m.admin_latest_activity()}</h2>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onOpen('audit')}>
            {m.admin_open_audit_trail()} <span aria-hidden="true" className="inline-block rtl:rotate-180">→</span>
          </button>
        </div>
        <LatestActivity />
      </Card>
    </div>
  );
}

function LatestActivity() {
  return <AuditTimeline filter={{}} limit={8} pageable={false} />;
}
