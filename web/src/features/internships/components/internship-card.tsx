// One search result: title, place, duration, salary, 3-line description, first skills, posted date, Apply Now and a heart slot.
import { m } from '@/paraglide/messages.js';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Internship } from '@domain/internships/types';
import { CARD_MAX_SKILLS } from '@/lib/ui-constants';
import { buttonClass } from '@/components/ui/button-styles';
import { formatDate } from './format';
import { InternshipFacts } from './internship-facts';
import { SkillBadges } from './skill-badges';
import { WorkTypeBadge } from './work-type-badge';

interface InternshipCardProps {
  internship: Internship;
  /** Shown top-right, e.g. the favourites heart for students (composed by the route). */
  favorite?: ReactNode;
}

export function InternshipCard({ internship, favorite }: InternshipCardProps) {
  const posted = formatDate(internship.createdAt);
  return (
    <article
      data-testid="internship-card"
      className="group relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-indigo-500"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg leading-snug font-semibold text-slate-900 group-hover:text-indigo-700">
          {/* The title link covers the whole card, so a click anywhere opens the detail page. */}
          <Link
            to="/internship/$id"
            params={{ id: internship.id }}
            className="break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {internship.title}
          </Link>
        </h2>
        {favorite}
      </div>

      <InternshipFacts internship={internship} clipLocation className="mt-3 gap-x-4 gap-y-1.5">
        <li>
          <WorkTypeBadge type={internship.type} />
        </li>
      </InternshipFacts>

      <p className="mt-3 line-clamp-3 text-sm leading-relaxed break-words text-slate-600">{internship.description}</p>

      <div className="mt-4">
        <SkillBadges skills={internship.skills} max={CARD_MAX_SKILLS} />
      </div>

      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <span className="text-xs text-slate-500">{posted ? m.internships_posted({ date: posted }) : null}</span>
        <Link
          to="/internship/$id"
          params={{ id: internship.id }}
          tabIndex={-1}
          className={buttonClass('primary', 'sm', 'relative z-10')}
        >
          {m.internships_apply_now()}
        </Link>
      </div>
    </article>
  );
}
