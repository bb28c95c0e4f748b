// The 'Report' button of an internship or its company (students only, DESIGN.md §4.2): opens the report dialog, which is
// fetched when first opened; 'Reported' once sent.
import { m } from '@/paraglide/messages.js';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '@/components/ui/button-styles';
import { FlagIcon } from '@/components/ui/icons';
import type { ReportTarget } from './report-dialog';

const ReportDialog = lazy(() => import('./report-dialog').then((mod) => ({ default: mod.ReportDialog })));

export function ReportButton({ target, className = '' }: { target: ReportTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [reported, setReported] = useState(false);
  const label = target.kind === 'internship' ? m.detail_report_internship() : m.detail_report_company({ company: target.name });
  if (reported)
    return (
      <p role="status" className={`text-sm text-slate-600 ${className}`}>
        {m.detail_reported()}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className={buttonClass('ghost', 'sm', `text-slate-600 ${className}`)}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        data-testid={`report-${target.kind}`}
      >
        <FlagIcon className="size-4 shrink-0" />
        {label}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} onReported={() => setReported(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
