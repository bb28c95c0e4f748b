// A figure with its label (the admin screens' counts); shows a dash while it loads.
import { Card } from '@/components/ui/card';
import { formatNumber } from './format';

export function StatCard({ label, value, hint, testId }: { label: string; value: number | string | undefined; hint?: string; testId?: string }) {
  return (
    <Card className="p-4 sm:p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-extrabold tracking-tight text-slate-900 tabular-nums sm:text-3xl" data-testid={testId}>
        {value === undefined ? '—' : typeof value === 'number' ? formatNumber(value) : value}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </Card>
  );
}
