// The detail page's 'Sign Up for Internship' button: visitors go to sign-up, non-students are told no, students apply.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { SmallCheckIcon } from '@/components/ui/icons';
import { myApplicationsQueryOptions } from '@/api/applications';
import { toast } from '@/lib/toast';
import { useSubmitApplication } from '../api/submit-application';

interface ApplyButtonProps {
  internshipId: string;
  /** null for a visitor. */
  user: PublicUser | null;
  className?: string;
}

const appliedDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function ApplyButton({ internshipId, user, className = '' }: ApplyButtonProps) {
  const navigate = useNavigate();
  const isStudent = user?.role === 'student';
  const applications = useQuery({ ...myApplicationsQueryOptions(), enabled: isStudent });
  const submit = useSubmitApplication({ onSubmitted: () => void navigate({ to: '/application-success' }) });
  const existing = isStudent ? applications.data?.find((a) => a.internshipId === internshipId) : undefined;

  if (existing) {
    return (
      <div className={className}>
        <button type="button" disabled className={buttonClass('secondary', 'lg', 'w-full border-emerald-300 bg-emerald-50 text-emerald-700 disabled:opacity-100')}>
          <SmallCheckIcon className="size-5" />
          Applied
        </button>
        <p className="mt-2 text-center text-xs text-slate-500">
          You applied on {appliedDate.format(new Date(existing.appliedAt))} · status <span className="font-medium capitalize">{existing.status}</span>
        </p>
      </div>
    );
  }

  const apply = () => {
    if (!user) {
      toast({ title: 'Sign in required', description: 'You need to create an account to apply', variant: 'destructive' });
      void navigate({ to: '/auth', search: { tab: 'register' } });
      return;
    }
    if (!isStudent) {
      toast({ title: 'Student account required', description: 'Only student accounts can apply for internships', variant: 'destructive' });
      return;
    }
    submit.mutate(internshipId);
  };

  const busy = submit.isPending || submit.isSuccess || (isStudent && applications.isPending);
  return (
    <div className={className}>
      <button type="button" onClick={apply} disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
        {submit.isPending ? <Spinner className="size-5 text-white!" /> : null}
        Sign Up for Internship
      </button>
    </div>
  );
}
