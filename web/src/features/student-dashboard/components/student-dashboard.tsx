// The student /dashboard (SPEC §2): title, link cards (internships, profile, help), application counts, recent applications.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
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
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Student Dashboard</h1>
        <p className="mt-2 text-slate-500">
          {firstName ? `Welcome back, ${firstName}! ` : ''}Track your applications and find your next opportunity.
        </p>
        <nav aria-label="Your lists" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium">
          <Link to="/applications" className="text-indigo-700 hover:underline">My applications</Link>
          <Link to="/saved" className="text-indigo-700 hover:underline">Saved internships</Link>
        </nav>
      </header>

      {profileComplete ? null : (
        <div role="status" data-testid="finish-profile" className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4">
          <p className="text-sm text-amber-900">
            <span className="font-semibold">Finish your profile</span> — a few answers about your grade, school and interests help companies
            get to know you when you apply.
          </p>
          <Link to="/student-onboarding" className={buttonClass('primary', 'sm')}>Finish profile</Link>
        </div>
      )}

      {notice}

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        <LinkCard
          icon={<BriefcaseIcon className="size-5.5" />}
          title="Available Internships"
          description="Browse internships that match your interests and skills."
          action={<Link to="/search" className={buttonClass('primary', 'md', 'w-full')}>Browse Internships</Link>}
        />
        <LinkCard
          icon={<UserIcon className="size-5.5" />}
          title="Edit Profile"
          description="Update your hobbies, interests, preferred companies and school details."
          action={<Link to="/student-onboarding" className={buttonClass('secondary', 'md', 'w-full')}>Edit Profile</Link>}
        />
        <LinkCard
          icon={<LifebuoyIcon className="size-5.5" />}
          title="Help & Support"
          description={
            <>
              Questions? Email us at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium [overflow-wrap:anywhere] text-indigo-700 hover:underline">
                {SUPPORT_EMAIL.split('@')[0]}@<wbr />
                {SUPPORT_EMAIL.split('@')[1]}
              </a>
            </>
          }
          action={<Link to="/help" className={buttonClass('secondary', 'md', 'w-full')}>Get Help</Link>}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <StatCard
          testId="my-applications"
          title="My Applications"
          icon={<FileIcon className="size-5.5" />}
          value={total > 0 ? total : null}
          unit={total === 1 ? 'application submitted' : 'applications submitted'}
          emptyMessage="No applications yet"
        />
        <StatCard
          testId="progress"
          title="Progress"
          icon={<TrophyIcon className="size-5.5" />}
          value={total > 0 ? completed : null}
          unit={completed === 1 ? 'completed internship' : 'completed internships'}
          emptyMessage="Start your first application!"
        />
      </div>

      <RecentApplications applications={applications} />

      <RecommendationsCard />

      <SavedSearchesCard />
    </div>
  );
}
