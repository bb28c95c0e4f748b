// /internship/{id}/apply: the apply screen — the internship it is for, the form (letter, answers, availability) and the
// profile that goes with it; or why the student cannot apply now (already applied, waiting for consent, closed).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { ApplyForm } from './apply-form';
import { ProfilePreview } from './profile-preview';
import { statusWord } from './status-word';

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
      <Link to="/internship/$id" params={{ id: internship.id }} className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeftIcon className="size-4 shrink-0 rtl:rotate-180" />
        {m.applications_back_to_internship()}
      </Link>
      <header>
        <p className="text-sm font-semibold text-indigo-700">{companyName ? m.applications_apply_to({ company: companyName }) : m.applications_apply()}</p>
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
      <Notice title={m.applications_already_applied()} action={<Link to="/applications" className={buttonClass('primary', 'md')}>{m.applications_see_my_applications()}</Link>}>
        {m.applications_already_before()} <span className="font-semibold capitalize">{statusWord(existing.status)}</span>
        {m.applications_already_after()}
      </Notice>
    );
  if (!internship.isActive)
    return (
      <Notice title={m.applications_closed()} action={<Link to="/search" className={buttonClass('primary', 'md')}>{m.applications_browse_internships()}</Link>}>
        {m.applications_closed_text()}
      </Notice>
    );
  if (blockedReason)
    return (
      <Notice title={m.applications_needs_consent()} action={<Link to="/dashboard" className={buttonClass('primary', 'md')}>{m.applications_ask_consent()}</Link>}>
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
