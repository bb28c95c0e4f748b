// SPEC §2's 'Thank You for Signing Up' message of the approved company dashboard: the internship is live once there is one
// (issue 36: before the first posting it says what comes next, not that something is live).
import { SparkleIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';

export function ThankYouBanner({ hasPostings }: { hasPostings: boolean }) {
  return (
    <section
      aria-labelledby="thank-you-heading"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-5 text-white shadow-sm sm:flex-row sm:items-start sm:p-6"
    >
      <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white/15 ring-1 ring-white/25">
        <SparkleIcon className="size-6" />
      </span>
      <div className="min-w-0">
        <h2 id="thank-you-heading" className="text-lg font-bold">{m.company_thank_you_title()}</h2>
        <p className="mt-1 text-indigo-50">
          {hasPostings
            ? m.company_thank_you_live()
            : m.company_thank_you_first()}{' '}
          {m.company_thank_you_notice()}
        </p>
      </div>
    </section>
  );
}
