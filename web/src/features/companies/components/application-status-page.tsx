// The /company-application-status screen (SPEC §2): under review for up to 48 hours, an e-mail follows; blog and support.
// A company that has sent nothing yet is told so, with the way to its application (issue 36), not thanked for applying.
import { Link } from '@tanstack/react-router';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { BookIcon, HourglassIcon } from '@/components/ui/icons';

export function ApplicationStatusPage({ sent }: { sent: boolean }) {
  const [local, domain] = SUPPORT_EMAIL.split('@');
  if (!sent)
    return (
      <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10" data-testid="application-not-sent">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Send Your Company Application</h1>
        <p className="mt-3 text-pretty text-slate-600">
          You have not sent your company application yet. Tell us about your company and the internship you would like to
          offer; our team reviews every application within 48 hours, and you can post internships once it is approved.
        </p>
        <div className="mt-8 flex justify-center">
          <Link to="/company-application" className={buttonClass('primary', 'md')}>
            Complete Your Company Details
          </Link>
        </div>
      </Card>
    );
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-yellow-100 text-yellow-800 ring-8 ring-yellow-50">
        <HourglassIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Application Under Review</h1>
      <p className="mt-3 text-pretty text-slate-600">
        Thank you for applying to become a partner company. Our team reviews every application, which takes up to 48 hours.
        You will receive an e-mail as soon as your company is approved.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/company-status" className={buttonClass('primary', 'md')}>
          View Application Status
        </Link>
        <Link to="/blog" className={buttonClass('secondary', 'md')}>
          <BookIcon className="size-4.5" />
          Read Our Blog
        </Link>
      </div>
      <p className="mt-8 text-sm text-slate-600">
        Questions? Email us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold [overflow-wrap:anywhere] text-indigo-700 hover:underline">
          {local}@<wbr />
          {domain}
        </a>
      </p>
    </Card>
  );
}
