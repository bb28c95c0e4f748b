// The facts line of an internship (location, duration, stipend when stated: from the data when the posting has some),
// shared by the search card and the detail page.
import type { ReactNode } from 'react';
import type { Internship } from '@domain/internships/types';
import { CardClockIcon, CardMapPinIcon, WalletIcon } from '@/components/ui/icons';
import { durationLabel, stipendLabel } from './stipend-format';

interface InternshipFactsProps {
  internship: Internship;
  /** The card clips a long location to one line; the detail page lets it wrap. */
  clipLocation?: boolean;
  className?: string;
  /** Extra items at the end, e.g. the work-type badge on the card. */
  children?: ReactNode;
}

export function InternshipFacts({ internship, clipLocation = false, className = '', children }: InternshipFactsProps) {
  const stipend = stipendLabel(internship);
  return (
    <ul className={`flex flex-wrap items-center text-sm text-slate-600 ${className}`}>
      <li className="flex min-w-0 items-center gap-1.5">
        <CardMapPinIcon className="size-4 shrink-0 text-slate-400" />
        <span className={clipLocation ? 'truncate' : 'break-words'}>{internship.location}</span>
      </li>
      <li className="flex items-center gap-1.5">
        <CardClockIcon className="size-4 shrink-0 text-slate-400" />
        {durationLabel(internship)}
      </li>
      {stipend ? (
        <li className="flex items-center gap-1.5 font-medium text-emerald-700">
          <WalletIcon className="size-4 shrink-0 text-emerald-500" />
          {stipend}
        </li>
      ) : null}
      {children}
    </ul>
  );
}
