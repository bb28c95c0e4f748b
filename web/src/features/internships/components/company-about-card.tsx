// The 'About {company}' card of the detail page: industry, location and the website (new tab, no opener).
import { m } from '@/paraglide/messages.js';
import type { ReactNode } from 'react';
import type { PublicCompany } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { CardBriefcaseIcon, CardExternalLinkIcon, CardMapPinIcon, GlobeIcon } from '@/components/ui/icons';
import { websiteHref, websiteLabel } from './format';

/** One fact; the icon sits inside the <dt>, as a <dl>'s groups may hold nothing but <dt> and <dd>. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 ps-7">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span aria-hidden="true" className="absolute top-0.5 start-0 text-slate-400">{icon}</span>
        {label}
      </dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** `footer`: under the facts (the student's 'Report' button). */
export function CompanyAboutCard({ company, footer }: { company: PublicCompany; footer?: ReactNode }) {
  const name = company.companyName || m.detail_the_company();
  const href = websiteHref(company.website);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-bold break-words text-slate-900">{m.detail_about_company({ company: name })}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        {company.companyField ? (
          <Fact icon={<CardBriefcaseIcon className="size-4" />} label={m.detail_industry()}>
            {company.companyField}
          </Fact>
        ) : null}
        {company.location ? (
          <Fact icon={<CardMapPinIcon className="size-4" />} label={m.detail_location()}>
            {company.location}
          </Fact>
        ) : null}
        {href ? (
          <Fact icon={<GlobeIcon className="size-4" />} label={m.detail_website()}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex max-w-full items-center gap-1 font-medium break-all text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {websiteLabel(href)}
              <CardExternalLinkIcon className="size-3.5 shrink-0" />
              <span className="sr-only">{m.detail_opens_new_tab()}</span>
            </a>
          </Fact>
        ) : null}
      </dl>
      {footer ? <div className="mt-4 border-t border-slate-100 pt-3">{footer}</div> : null}
    </Card>
  );
}
