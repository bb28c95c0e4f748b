// Shown when /internship/{id} does not exist or is no longer active (SPEC §2: 'Internship Not Found').
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArrowLeftIcon, SearchIcon } from '@/components/ui/icons';

export function InternshipNotFound() {
  return (
    <Card className="mx-auto w-full max-w-lg p-8 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <SearchIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.detail_not_found_title()}</h1>
      <p className="mt-2 text-slate-500">{m.detail_not_found_text()}</p>
      <Link to="/search" className={buttonClass('primary', 'md', 'mt-6')}>
        <ArrowLeftIcon className="size-4 shrink-0 rtl:rotate-180" />
        {m.detail_back_to_search()}
      </Link>
    </Card>
  );
}
