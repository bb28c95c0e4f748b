// The student's favourites: GET /api/favorites (ids), and the optimistic add/remove mutation behind the heart.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import { api, ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const FAVORITES_PATH = '/api/favorites';

/** Everything under `all` is refreshed after a heart is flipped: the saved ids and the saved internships. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  internships: () => [...favoriteKeys.all, 'internships'] as const,
};

/** Students only: the server answers 401/403 to anyone else, so callers enable it for students. */
export function favoritesQueryOptions() {
  return queryOptions({
    queryKey: favoriteKeys.ids(),
    queryFn: () => api.get<string[]>(FAVORITES_PATH),
  });
}

interface ToggleInput {
  internshipId: string;
  favorite: boolean;
}

/** Adds or removes one favourite; the heart flips at once and flips back if the server refuses. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  const { queryKey } = favoritesQueryOptions();
  return useMutation({
    mutationFn: ({ internshipId, favorite }: ToggleInput) =>
      favorite
        ? api.post<unknown>(FAVORITES_PATH, { internshipId })
        : api.delete(`/api/favorites/${encodeURIComponent(internshipId)}`),
    onMutate: async ({ internshipId, favorite }) => {
      // Both lists: an answer on its way must not overwrite the flip.
      await queryClient.cancelQueries({ queryKey: favoriteKeys.all });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (ids = []) =>
        favorite ? [...ids.filter((id) => id !== internshipId), internshipId] : ids.filter((id) => id !== internshipId),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      const description =
        error instanceof ApiError && error.status === 403 ? m.favorites_students_only() : error.message || m.favorites_try_again();
      toast({ title: m.favorites_update_failed(), description, variant: 'destructive' });
    },
    // SPEC §7: both calls refresh the favourites (the ids and the saved internships).
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
