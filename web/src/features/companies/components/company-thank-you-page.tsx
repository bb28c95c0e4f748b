// The /company-thank-you screen (SPEC §2): 'Application Submitted!' with the way to the status page and the blog.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';

export function CompanyThankYouPage() {
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
        <CheckIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.companies_submitted_title()}</h1>
      <p className="mt-3 text-pretty text-slate-600">
        {m.companies_thank_you_text()}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/company-status" className={buttonClass('primary', 'md')}>
          {m.companies_check_status()}
        </Link>
        <Link to="/blog" className={buttonClass('secondary', 'md')}>
          {m.companies_read_blog()}
        </Link>
      </div>
    </Card>
  );
}
