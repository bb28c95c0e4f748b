// The loading placeholders of the search page: card-shaped grey blocks (SPEC §9: six of them).
import { m } from '@/paraglide/messages.js';
import { LOADING_PLACEHOLDERS } from '@/lib/ui-constants';

function CardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="internship-card-placeholder" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="h-5 w-3/4 animate-pulse rounded-md bg-slate-200" />
      <div className="mt-4 flex gap-3">
        <div className="h-4 w-24 animate-pulse rounded-md bg-slate-100" />
        <div className="h-4 w-20 animate-pulse rounded-md bg-slate-100" />
      </div>
      <div className="mt-4 space-y-2">
        <div className="h-3.5 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-3.5 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-3.5 w-2/3 animate-pulse rounded bg-slate-100" />
      </div>
      <div className="mt-4 flex gap-2">
        <div className="h-6 w-16 animate-pulse rounded-full bg-indigo-50" />
        <div className="h-6 w-20 animate-pulse rounded-full bg-indigo-50" />
        <div className="h-6 w-14 animate-pulse rounded-full bg-indigo-50" />
      </div>
      <div className="mt-6 flex items-center justify-between">
        <div className="h-3 w-24 animate-pulse rounded bg-slate-100" />
        <div className="h-8 w-24 animate-pulse rounded-xl bg-slate-200" />
      </div>
    </div>
  );
}

export function InternshipCardSkeletons() {
  return (
    <>
      <p role="status" className="sr-only">
        {m.search_loading()}
      </p>
      {Array.from({ length: LOADING_PLACEHOLDERS }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </>
  );
}
