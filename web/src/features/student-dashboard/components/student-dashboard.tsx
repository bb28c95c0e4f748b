// The student /dashboard (SPEC §2): title, link cards (internships, profile, help), application counts, recent applications.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import type { Application } from '@domain/applications/types';
import { SUPPORT_EMAIL } from '@domain/users/constants';
import { buttonClass } from '@/components/ui/button-styles';
import { LinkCard, StatCard } from '@/components/ui/dashboard-cards';
import { BriefcaseIcon, FileIcon, LifebuoyIcon, TrophyIcon, UserIcon } from '@/components/ui/icons';
import { RecentApplications } from './recent-applications';
import { RecommendationsCard } from './recommendations-card';
import { SavedSearchesCard } from './saved-searches-card';

interface StudentDashboardProps {
  firstName: string;
  applications: Application[];
  /** false for a student who skipped onboarding: a gentle prompt to finish it. */
  profileComplete?: boolean;
  /** Shown under the title: e.g. why applying waits for a parent's consent. */
  notice?: ReactNode;
}

export function StudentDashboard({ firstName, applications, profileComplete = true, notice }: StudentDashboardProps) {
  const total = applications.length;
  // Internships the student confirmed as done (DESIGN.md §4.1), not acceptances.
  const completed = applications.filter((a) => a.status === 'completed').length;
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.student_dashboard_title()}</h1>
        <p className="mt-2 text-slate-500">
          {firstName ? `${m.student_welcome_back({ name: firstName })} ` : ''}
          {m.student_dashboard_intro()}
        </p>
        <nav aria-label={m.student_your_lists()} className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
          <Link to="/applications" className="text-indigo-700 hover:underline">{m.student_my_applications()}</Link>
          <Link to="/saved" className="text-indigo-700 hover:underline">{m.student_saved_internships()}</Link>
        </nav>
      </header>

      {profileComplete ? null : (
        <div role="status" data-testid="finish-profile" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4">
          <p className="text-sm text-amber-900">
            <span className="font-semibold">{m.student_finish_profile_title()}</span> {m.student_finish_profile_text()}
          </p>
          <Link to="/student-onboarding" className={buttonClass('primary', 'sm')}>{m.student_finish_profile()}</Link>
        </div>
      )}

      {notice}

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <LinkCard
          icon={<BriefcaseIcon className="size-5.5" />}
          title={m.student_available_internships()}
          description={m.student_available_internships_text()}
          action={<Link to="/search" className={buttonClass('primary', 'md', 'w-full')}>{m.student_browse_internships()}</Link>}
        />
        <LinkCard
          icon={<UserIcon className="size-5.5" />}
          title={m.student_edit_profile()}
          description={m.student_edit_profile_text()}
          action={<Link to="/student-onboarding" className={buttonClass('secondary', 'md', 'w-full')}>{m.student_edit_profile()}</Link>}
        />
        <LinkCard
          icon={<LifebuoyIcon className="size-5.5" />}
          title={m.student_help()}
          description={
            <>
              {m.student_help_text()}{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium [overflow-wrap:anywhere] text-indigo-700 hover:underline">
                {SUPPORT_EMAIL.split('@')[0]}@<wbr />
                {SUPPORT_EMAIL.split('@')[1]}
              </a>
            </>
          }
          action={<Link to="/help" className={buttonClass('secondary', 'md', 'w-full')}>{m.student_get_help()}</Link>}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <StatCard
          testId="my-applications"
          title={m.student_my_applications_stat()}
          icon={<FileIcon className="size-5.5" />}
          value={total > 0 ? total : null}
          unit={total === 1 ? m.student_applications_submitted_one() : m.student_applications_submitted_many()}
          emptyMessage={m.student_no_applications_stat()}
        />
        <StatCard
          testId="progress"
          title={m.student_progress()}
          icon={<TrophyIcon className="size-5.5" />}
          value={total > 0 ? completed : null}
          unit={completed === 1 ? m.student_completed_internships_one() : m.student_completed_internships_many()}
          emptyMessage={m.student_first_application()}
        />
      </div>

      <RecentApplications applications={applications} />

      <RecommendationsCard />

      <SavedSearchesCard />
    </div>
  );
}
