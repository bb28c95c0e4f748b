// 'Your Internships' (DESIGN §3.4, in place of SPEC's hard-coded 'Your Live Internship' card): every internship the
// company posted, open and closed, with a button to post another.
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { PlusIcon } from '@/components/ui/icons';
import type { CompanyInternship } from '../api/company-internships';
import { InternshipRow } from './internship-row';
import { m } from '@/paraglide/messages.js';

export function InternshipList({ internships }: { internships: CompanyInternship[] }) {
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <section aria-labelledby="your-internships-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="your-internships-heading" className="text-lg font-bold text-slate-900">{m.company_your_internships()}</h2>
            <p className="text-sm text-slate-600">{m.company_your_internships_intro()}</p>
          </div>
          <Link to="/company-dashboard/internships/new" className={buttonClass('primary', 'md', 'max-sm:w-full')}>
            <PlusIcon className="size-4.5" />
            {m.company_post_internship()}
          </Link>
        </div>
        {internships.length === 0 ? (
          <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">{m.company_no_internships()}</p>
          </div>
        ) : (
          <ul className="mt-5 divide-y divide-slate-200">
            {internships.map((internship) => (
              <InternshipRow key={internship.id} internship={internship} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
