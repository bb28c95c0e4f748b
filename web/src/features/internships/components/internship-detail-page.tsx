// The /internship/{id} screen: header with company and badges, description, requirements, skills, and the side cards (key
// details, the company, how quickly it answers, its record of completed internships).
import { m } from '@/paraglide/messages.js';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { CompanyRecord } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicCompany, Responsiveness } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { ResponsivenessCard } from '@/components/ui/responsiveness-card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon, CardBuildingIcon, ShieldIcon } from '@/components/ui/icons';
import { CompanyAboutCard } from './company-about-card';
import { CompanyRecordCard } from './company-record-card';
import { formatDate } from './format';
import { InternshipFacts } from './internship-facts';
import { KeyDetailsCard } from './key-details-card';
import { ReportButton } from './report-button';
import { SkillBadges } from './skill-badges';
import { WorkTypeBadge } from './work-type-badge';

interface InternshipDetailPageProps {
  internship: Internship;
  /** undefined while it loads or when the company record is gone. */
  company: PublicCompany | undefined;
  /** How quickly the company answers applicants; undefined while it loads or when it could not be loaded. */
  responsiveness: Responsiveness | undefined;
  /** Its completed internships and stipends paid as promised; undefined while it loads or when it could not be loaded. */
  record?: CompanyRecord;
  /** The 'Sign Up for Internship' button, composed by the route (not shown when the internship is closed). */
  applyButton: ReactNode;
  /** Whether the viewer may report the internship and its company (signed-in students, DESIGN.md §4.2). */
  canReport?: boolean;
}

export function InternshipDetailPage({ internship, company, responsiveness, record, applyButton, canReport = false }: InternshipDetailPageProps) {
  const posted = formatDate(internship.createdAt);
  return (
    <div className="space-y-6">
      <Link to="/search" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeftIcon className="size-4 shrink-0 rtl:rotate-180" />
        {m.detail_back_to_search()}
      </Link>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="min-w-0 space-y-6">
          <Card className="p-5 sm:p-8">
            <div className="flex flex-wrap items-center gap-2">
              {internship.isActive ? null : (
                <span data-testid="closed-badge" className="inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">{m.detail_closed()}</span>
              )}
              <WorkTypeBadge type={internship.type} />
              {posted ? <span className="text-xs text-slate-500">{m.internships_posted({ date: posted })}</span> : null}
            </div>
            <h1 className="mt-3 text-2xl font-extrabold tracking-tight break-words text-slate-900 sm:text-3xl">{internship.title}</h1>
            {company?.companyName ? (
              <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-600">
                <CardBuildingIcon className="size-4.5 shrink-0 text-slate-400" />
                <span className="font-semibold text-slate-800">{company.companyName}</span>
                {company.companyField ? (
                  <>
                    <span aria-hidden="true" className="hidden text-slate-300 sm:inline">•</span>
                    <span>{company.companyField}</span>
                  </>
                ) : null}
              </p>
            ) : null}
            <InternshipFacts internship={internship} className="mt-4 gap-x-5 gap-y-2" />
            {/* No fees, ever (DESIGN.md §4.2). */}
            <p data-testid="no-fee-guarantee" className="mt-4 flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
              <ShieldIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
              <span>{m.detail_never_pay()}</span>
            </p>
            {internship.isActive ? (
              <div className="mt-6 sm:max-w-xs">{applyButton}</div>
            ) : (
              <p role="status" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {m.detail_closed_notice()}{' '}
                <Link to="/applications" className="font-medium text-indigo-700 underline underline-offset-2">{m.detail_my_applications()}</Link>{m.detail_closed_notice_after()}
              </p>
            )}
            {canReport ? (
              <div className="mt-4 border-t border-slate-100 pt-3">
                <ReportButton target={{ kind: 'internship', id: internship.id, name: internship.title }} className="-ms-3" />
              </div>
            ) : null}
          </Card>

          <Card className="space-y-8 p-5 sm:p-8">
            <section>
              <h2 className="text-lg font-bold text-slate-900">{m.detail_about()}</h2>
              <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">{internship.description}</p>
            </section>
            {internship.requirements ? (
              <section>
                <h2 className="text-lg font-bold text-slate-900">{m.detail_requirements()}</h2>
                <p className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700">{internship.requirements}</p>
              </section>
            ) : null}
            {internship.skills.length > 0 ? (
              <section>
                <h2 className="text-lg font-bold text-slate-900">{m.detail_required_skills()}</h2>
                <div className="mt-3">
                  <SkillBadges skills={internship.skills} />
                </div>
              </section>
            ) : null}
          </Card>
        </div>

        <aside className="min-w-0 space-y-6" aria-label={m.detail_facts()}>
          <KeyDetailsCard internship={internship} />
          {company ? (
            <CompanyAboutCard
              company={company}
              footer={canReport ? <ReportButton target={{ kind: 'company', id: company.id, name: company.companyName || m.detail_this_company() }} className="-ms-3" /> : null}
            />
          ) : null}
          {responsiveness ? (
            <ResponsivenessCard responsiveness={responsiveness} intro={m.detail_responsiveness_intro({ company: company?.companyName || m.detail_this_company() })} />
          ) : null}
          {record ? <CompanyRecordCard record={record} companyName={company?.companyName || m.detail_this_company()} /> : null}
        </aside>
      </div>
    </div>
  );
}
