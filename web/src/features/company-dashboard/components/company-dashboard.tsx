// The approved company's dashboard (SPEC §2, DESIGN §3.4): title, thank-you message, its internships, the responsiveness
// figure, and the cards to Browse Internships, the blog and help. Its route preloads the data (preloadCompanyDashboard).
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { buttonClass } from '@/components/ui/button-styles';
import { LinkCard, StatCard } from '@/components/ui/dashboard-cards';
import { ResponsivenessCard } from '@/components/ui/responsiveness-card';
import { BookIcon, BriefcaseIcon, LifebuoyIcon, UsersIcon } from '@/components/ui/icons';
import { companyInternshipsQueryOptions } from '../api/company-internships';
import { companyResponsivenessQueryOptions } from '../api/company-responsiveness';
import { CompanyDashboardHeader } from './company-dashboard-header';
import { InternshipList } from './internship-list';
import { ThankYouBanner } from './thank-you-banner';
import { m } from '@/paraglide/messages.js';

interface CompanyDashboardProps {
  companyName: string | null;
  /** /company-dashboard has a sign-out button; /dashboard does not (SPEC §2). */
  showSignOut: boolean;
}

export function CompanyDashboard({ companyName, showSignOut }: CompanyDashboardProps) {
  const { data: internships } = useSuspenseQuery(companyInternshipsQueryOptions());
  const { data: responsiveness } = useSuspenseQuery(companyResponsivenessQueryOptions());
  const open = internships.filter((i) => i.isActive).length;
  const applicants = internships.reduce((sum, i) => sum + i.applicantCount, 0);
  return (
    <div className="space-y-6">
      <CompanyDashboardHeader companyName={companyName} showSignOut={showSignOut} />
      <ThankYouBanner hasPostings={internships.length > 0} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <InternshipList internships={internships} />
        <aside aria-label={m.company_figures_links()} className="min-w-0 space-y-6">
          <ResponsivenessCard responsiveness={responsiveness} intro={m.company_responsiveness_intro()} />
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
            <StatCard title={m.company_open_internships()} icon={<BriefcaseIcon className="size-5.5" />} value={open} unit={m.company_taking_applications()} emptyMessage="" testId="open-internships" />
            <StatCard title={m.company_applicants()} icon={<UsersIcon className="size-5.5" />} value={applicants} unit={applicants === 1 ? m.company_application_unit_one() : m.company_application_unit_many()} emptyMessage="" testId="total-applicants" />
          </div>
          <div className="grid gap-5 sm:grid-cols-3 lg:grid-cols-1">
            <LinkCard
              icon={<BriefcaseIcon className="size-5.5" />}
              title={m.company_browse_internships()}
              description={m.company_browse_text()}
              action={<Link to="/search" className={buttonClass('secondary', 'md', 'w-full')}>{m.company_browse_internships()}</Link>}
            />
            <LinkCard
              icon={<BookIcon className="size-5.5" />}
              title={m.company_read_blog()}
              description={m.company_blog_text()}
              action={<Link to="/blog" className={buttonClass('secondary', 'md', 'w-full')}>{m.company_read_blog()}</Link>}
            />
            <LinkCard
              icon={<LifebuoyIcon className="size-5.5" />}
              title={m.company_help_support()}
              description={m.company_help_text()}
              action={<Link to="/help" className={buttonClass('secondary', 'md', 'w-full')}>{m.company_get_help()}</Link>}
            />
          </div>
        </aside>
      </div>
    </div>
  );
}
