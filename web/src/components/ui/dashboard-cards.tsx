// Dashboard cards shared by the role dashboards: a link card (icon, title, text, action) and a stat card (big number or an empty message).
import type { ReactNode } from 'react';
import { Card } from './card';
import { formatCount } from '@/i18n/locale';

interface LinkCardProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** The link or button at the bottom, composed by the caller. */
  action: ReactNode;
}

export function LinkCard({ icon, title, description, action }: LinkCardProps) {
  return (
    <Card className="flex min-w-0 flex-col p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
          {icon}
        </span>
        <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      </div>
      <div className="mt-3 text-sm text-slate-600">{description}</div>
      <div className="mt-auto pt-5">{action}</div>
    </Card>
  );
}

interface StatCardProps {
  title: string;
  icon: ReactNode;
  /** The count to show, or null to show the empty message instead. */
  value: number | null;
  unit: string;
  emptyMessage: string;
  testId: string;
}

export function StatCard({ title, icon, value, unit, emptyMessage, testId }: StatCardProps) {
  return (
    <Card data-testid={testId} className="flex min-w-0 items-start gap-4 p-5 sm:p-6">
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-slate-500">{title}</h2>
        {value === null ? (
          <p className="mt-1 text-base font-medium text-slate-800">{emptyMessage}</p>
        ) : (
          <p className="mt-0.5">
            <span className="text-3xl font-extrabold text-slate-900" data-testid={`${testId}-count`}>{formatCount(value)}</span>{' '}
            <span className="text-sm text-slate-600">{unit}</span>
          </p>
        )}
      </div>
    </Card>
  );
}
