// The /company-application-status screen (SPEC §2): under review for up to 48 hours, an e-mail follows; blog and support.
// A company that has sent nothing yet is told so, with the way to its application (issue 36), not thanked for applying.
import { Link } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { BookIcon, HourglassIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';

export function ApplicationStatusPage({ sent }: { sent: boolean }) {
  const [local, domain] = SUPPORT_EMAIL.split('@');
  if (!sent)
    return (
      <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10" data-testid="application-not-sent">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.companies_not_sent_title()}</h1>
        <p className="mt-3 text-pretty text-slate-600">
          {m.companies_not_sent_text()}
        </p>
        <div className="mt-8 flex justify-center">
          <Link to="/company-application" className={buttonClass('primary', 'md')}>
            {m.companies_complete_details()}
          </Link>
        </div>
      </Card>
    );
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-yellow-100 text-yellow-800 ring-8 ring-yellow-50">
        <HourglassIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{m.companies_under_review_title()}</h1>
      <p className="mt-3 text-pretty text-slate-600">
        {m.companies_under_review_text()}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/company-status" className={buttonClass('primary', 'md')}>
          {m.companies_view_status()}
        </Link>
        <Link to="/blog" className={buttonClass('secondary', 'md')}>
          <BookIcon className="size-4.5" />
          {m.companies_read_blog()}
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        {m.companies_questions_email()}{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold [overflow-wrap:anywhere] text-indigo-700 hover:underline">
          {local}@<wbr />
          {domain}
        </a>
      </p>
    </Card>
  );
}
