// The detail page's 'Sign Up for Internship' button: visitors go to sign-up (and come back here afterwards), non-students
// are told no, students open the apply screen; disabled with its reason beside it while the student's e-mail address is
// not confirmed or a parent's consent is awaited;
// 'Applied' once an application counts (a withdrawn one does not: the student may apply again).
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { intlLocale } from '@/i18n/locale';
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { SmallCheckIcon } from '@/components/ui/icons';
import { myApplicationsQueryOptions } from '@/api/applications';
import { toast } from '@/lib/toast';
import { statusWord } from './status-word';

interface ApplyButtonProps {
  internshipId: string;
  /** null for a visitor. */
  user: PublicUser | null;
  /**
   * Why this student cannot apply yet (a parent's or guardian's consent is awaited): the button is disabled and this
   * shows beside it. undefined while it is being looked up; null when nothing stands in the way.
   */
  blockedReason?: string | null;
  /** The student's address is not verified yet (EMAIL_VERIFICATION=required): applying waits for that first. */
  unverifiedEmail?: boolean;
  className?: string;
}

const appliedDate = () => new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' });

export function ApplyButton({ internshipId, user, blockedReason = null, unverifiedEmail = false, className = '' }: ApplyButtonProps) {
  const navigate = useNavigate();
  const isStudent = user?.role === 'student';
  const applications = useQuery({ ...myApplicationsQueryOptions(), enabled: isStudent });
  const existing = isStudent ? applications.data?.find((a) => a.internshipId === internshipId && a.status !== 'withdrawn') : undefined;
  const withdrawn = isStudent && !existing && applications.data?.some((a) => a.internshipId === internshipId && a.status === 'withdrawn');

  if (existing) {
    return (
      <div className={className}>
        <button type="button" disabled className={buttonClass('secondary', 'lg', 'w-full border-emerald-300 bg-emerald-50 text-emerald-700 disabled:opacity-100')}>
          <SmallCheckIcon className="size-5" />
          {m.applications_applied()}
        </button>
        <p className="mt-2 text-center text-xs text-slate-600">
          {m.applications_applied_on({ date: appliedDate().format(new Date(existing.appliedAt)) })}{' '}
          <span className="font-medium capitalize">{statusWord(existing.status)}</span> ·{' '}
          <Link to="/applications" className="font-medium text-indigo-700 underline underline-offset-2">{m.applications_my_applications()}</Link>
        </p>
      </div>
    );
  }

  const apply = () => {
    if (!user) {
      toast({ title: m.applications_sign_in_required(), description: m.applications_sign_in_required_text(), variant: 'destructive' });
      void navigate({ to: '/auth', search: { tab: 'register', redirect: `/internship/${internshipId}` } });
      return;
    }
    if (!isStudent) {
      toast({ title: m.applications_student_required(), description: m.applications_student_required_text(), variant: 'destructive' });
      return;
    }
    void navigate({ to: '/internship/$id/apply', params: { id: internshipId } });
  };

  const blocked = isStudent && (unverifiedEmail || !!blockedReason);
  const loading = isStudent && (applications.isPending || blockedReason === undefined);
  const reasonId = `apply-blocked-${internshipId}`;
  return (
    <div className={className}>
      <button
        type="button"
        onClick={apply}
        disabled={loading || blocked}
        aria-describedby={blocked ? reasonId : undefined}
        className={buttonClass('primary', 'lg', 'w-full')}
      >
        {loading ? <Spinner className="size-5 text-white!" /> : null}
        {m.applications_sign_up_for_internship()}
      </button>
      {blocked ? (
        <div id={reasonId} data-testid="apply-blocked-reason" className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {unverifiedEmail ? (
            <>
              <p>{m.applications_confirm_email_first({ email: user?.email ?? '' })}</p>
              <p className="mt-1">
                <Link to="/dashboard" className="font-semibold text-amber-950 underline underline-offset-2">{m.applications_send_link_again()}</Link>
              </p>
            </>
          ) : (
            <>
              <p>{blockedReason}</p>
              <p className="mt-1">
                <Link to="/dashboard" className="font-semibold text-amber-950 underline underline-offset-2">{m.applications_ask_parent()}</Link>
              </p>
            </>
          )}
        </div>
      ) : withdrawn ? (
        <p className="mt-2 text-center text-xs text-slate-600">{m.applications_withdrew_apply_again()}</p>
      ) : null}
    </div>
  );
}
