// The /company-thank-you screen (SPEC §2): 'Application Submitted!' with the way to the status page and the blog.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon } from '@/components/ui/icons';

export function CompanyThankYouPage() {
  return (
    <Card className="mx-auto w-full max-w-xl p-6 text-center sm:p-10">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-600 ring-8 ring-emerald-50">
        <CheckIcon className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">Application Submitted!</h1>
      <p className="mt-3 text-pretty text-slate-600">
        Thank you for choosing to mentor high school students. Our team reviews your company within 24-48 hours and sends you an
        e-mail as soon as you are approved.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/company-status" className={buttonClass('primary', 'md')}>
          Check Application Status
        </Link>
        <Link to="/blog" className={buttonClass('secondary', 'md')}>
          Read Our Blog
        </Link>
      </div>
    </Card>
  );
}
