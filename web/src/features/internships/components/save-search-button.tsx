// 'Save this search' on /search, for signed-in students (DESIGN.md §4.6): saves the page's filters with a daily e-mail of new
// matches; once saved it says so, with the way to the dashboard where the search is managed.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Currency } from '@domain/internships/stipend';
import { buttonClass } from '@/components/ui/button-styles';
import { CheckIcon, StarIcon } from '@/components/ui/icons';
import { currentUserQueryOptions } from '@/api/current-user';
import { savedSearchesQueryOptions } from '@/api/saved-searches';
import { savedMatching, savedQueryOf, useSaveSearch } from '../api/saved-searches';
import type { SearchParams } from './search-params';

export function SaveSearchButton({ search, viewerCurrency }: { search: SearchParams; viewerCurrency: Currency }) {
  const { data: user } = useQuery(currentUserQueryOptions());
  const isStudent = user?.role === 'student';
  const { data: saved } = useQuery({ ...savedSearchesQueryOptions(), enabled: isStudent });
  const save = useSaveSearch();
  if (!isStudent) return null;
  const query = savedQueryOf(search, viewerCurrency);
  if (savedMatching(saved, query))
    return (
      <p role="status" className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700" data-testid="search-saved">
        <CheckIcon className="size-4.5" />
        {m.search_saved_dot()}{' '}
        <Link to="/dashboard" hash="saved-searches" className="text-indigo-700 underline-offset-2 hover:underline">
          {m.search_manage_saved()}
        </Link>
      </p>
    );
  return (
    <button type="button" onClick={() => save.mutate(query)} disabled={save.isPending} className={buttonClass('secondary', 'sm')}>
      <StarIcon className="size-4.5" />
      {save.isPending ? m.search_saving() : m.search_save()}
    </button>
  );
}
