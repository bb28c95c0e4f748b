// /saved: the internships a student saved with the heart; each card comes from the route (the internships feature's card).
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Internship } from '@domain/internships/types';
import { buttonClass } from '@/components/ui/button-styles';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';

interface SavedInternshipsPageProps {
  internships: Internship[];
  renderCard: (internship: Internship) => ReactNode;
}

export function SavedInternshipsPage({ internships, renderCard }: SavedInternshipsPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{m.favorites_title()}</h1>
      <p className="mt-2 text-slate-600">
        {internships.length === 0
          ? m.favorites_intro_empty()
          : internships.length === 1
            ? m.favorites_count_one({ count: formatCount(internships.length) })
            : m.favorites_count_many({ count: formatCount(internships.length) })}
      </p>
      {internships.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-600">{m.favorites_empty()}</p>
          <Link to="/search" className={buttonClass('primary', 'md', 'mt-4')}>{m.favorites_browse_internships()}</Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">{internships.map(renderCard)}</div>
      )}
    </div>
  );
}
