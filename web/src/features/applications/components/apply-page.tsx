// /internship/{id}/apply: the apply screen — the internship it is for, the form (letter, answers, availability) and the
// profile that goes with it; or why the student cannot apply now (already applied, waiting for consent, closed).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ApplyForm } from './apply-form';
import { ProfilePreview } from './profile-preview';

interface ApplyPageProps {
  internship: Internship;
  companyName: string | null;
  user: PublicUser;
  /** The student's application to it that still counts (not withdrawn), if any. */
  existing: Application | undefined;
  /** Why applying waits (a parent's consent), shown instead of the form; null when the student may apply. */
  blockedReason: string | null;
  /** Shown above the form: e.g. that the address must be confirmed first. */
  notice?: ReactNode;
  onSubmitted: (application: Application) => void;
}

export function ApplyPage({ internship, companyName, user, existing, blockedReason, notice, onSubmitted }: ApplyPageProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/internship/$id" params={{ id: internship.id }} className={buttonClass('ghost', 'sm', '-ml-3')}>
        <ArrowLeftIcon className="size-4 shrink-0" />
        Back to the internship
      </Link>
      <header>
        <p className="text-sm font-semibold text-indigo-700">Apply{companyName ? ` to ${companyName}` : ''}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">{internship.title}</h1>
      </header>
      {notice}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card className="min-w-0 p-5 sm:p-8">
          <ApplyBody internship={internship} existing={existing} blockedReason={blockedReason} onSubmitted={onSubmitted} />
        </Card>
        <Card className="min-w-0 p-5 sm:p-6">
          <ProfilePreview user={user} />
        </Card>
      </div>
    </div>
  );
}

function ApplyBody({ internship, existing, blockedReason, onSubmitted }: Omit<ApplyPageProps, 'companyName' | 'user' | 'notice'>) {
  if (existing)
    return (
      <Notice title="You already applied" action={<Link to="/applications" className={buttonClass('primary', 'md')}>See My applications</Link>}>
        Your application is <span className="font-semibold capitalize">{existing.status}</span>. To send a new one, withdraw it first from My applications.
      </Notice>
    );
  if (!internship.isActive)
    return (
      <Notice title="This internship is closed" action={<Link to="/search" className={buttonClass('primary', 'md')}>Browse Internships</Link>}>
        The company no longer takes applications for it.
      </Notice>
    );
  if (blockedReason)
    return (
      <Notice title="You can apply once a parent or guardian agrees" action={<Link to="/dashboard" className={buttonClass('primary', 'md')}>Ask for consent on your dashboard</Link>}>
        {blockedReason}
      </Notice>
    );
  return <ApplyForm internshipId={internship.id} questions={internship.questions ?? []} onSubmitted={onSubmitted} />;
}

function Notice({ title, action, children }: { title: string; action: ReactNode; children: ReactNode }) {
  return (
    <div role="status" data-testid="apply-notice" className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <p className="text-slate-700">{children}</p>
      {action}
    </div>
  );
}
