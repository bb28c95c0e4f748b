// The heart on an internship card (students only): shows whether it is saved and toggles it.
import { useQuery } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import { FavoriteIcon } from '@/components/ui/icons';
import { favoritesQueryOptions, useToggleFavorite } from '../api/favorites';

export function FavoriteButton({ internshipId, title }: { internshipId: string; title: string }) {
  const { data: ids, isPending } = useQuery(favoritesQueryOptions());
  const toggle = useToggleFavorite();
  const saved = ids?.includes(internshipId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? m.favorites_remove_label({ title }) : m.favorites_save_label({ title })}
      title={saved ? m.favorites_remove() : m.favorites_save()}
      data-testid="favorite-button"
      disabled={isPending}
      onClick={() => toggle.mutate({ internshipId, favorite: !saved })}
      className="relative z-10 -m-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-400 transition-colors hover:bg-rose-50 hover:text-rose-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:opacity-50 aria-pressed:text-rose-500"
    >
      <FavoriteIcon fill={saved ? 'currentColor' : 'none'} className="size-5.5" />
    </button>
  );
}
