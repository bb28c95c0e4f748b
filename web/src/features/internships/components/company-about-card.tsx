// The 'About {company}' card of the detail page: industry, location and the website (new tab, no opener).
import type { PublicCompany } from '@domain/companies/types';
import { Card } from '@/components/ui/card';
import { websiteHref, websiteLabel } from './format';
import { BriefcaseIcon, ExternalLinkIcon, GlobeIcon, MapPinIcon } from './icons';

// Each term and value are grouped in a <div> right under the <dl> (the only valid grouping); the icon sits in the term.
const GROUP = 'relative min-w-0 pl-7';
const TERM = 'text-xs font-medium tracking-wide text-slate-500 uppercase';
const ICON = 'absolute top-0.5 left-0 size-4 text-slate-400';

export function CompanyAboutCard({ company }: { company: PublicCompany }) {
  const name = company.companyName || 'the company';
  const href = websiteHref(company.website);
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-bold break-words text-slate-900">About {name}</h2>
      <dl className="mt-4 space-y-3 text-sm">
        {company.companyField ? (
          <div className={GROUP}>
            <dt className={TERM}>
              <BriefcaseIcon className={ICON} />
              Industry
            </dt>
            <dd className="break-words text-slate-800">{company.companyField}</dd>
          </div>
        ) : null}
        {company.location ? (
          <div className={GROUP}>
            <dt className={TERM}>
              <MapPinIcon className={ICON} />
              Location
            </dt>
            <dd className="break-words text-slate-800">{company.location}</dd>
          </div>
        ) : null}
        {href ? (
          <div className={GROUP}>
            <dt className={TERM}>
              <GlobeIcon className={ICON} />
              Website
            </dt>
            <dd>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex max-w-full items-center gap-1 font-medium break-all text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {websiteLabel(href)}
                <ExternalLinkIcon className="size-3.5 shrink-0" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
