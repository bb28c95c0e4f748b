// The dashboard's saved searches: the list (through @/api/saved-searches), the daily e-mail switch (optimistic: it flips at
// once and back if the server refuses) and deleting one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { m } from '@/paraglide/messages.js';
import type { SavedSearch } from '@domain/saved-searches/types';
import { deleteSavedSearch, savedSearchesQueryOptions, setSavedSearchEmail } from '@/api/saved-searches';
import { toast } from '@/lib/toast';

export function useSavedSearchEmail() {
  const queryClient = useQueryClient();
  const { queryKey } = savedSearchesQueryOptions();
  return useMutation({
    mutationFn: ({ id, emailDaily }: { id: string; emailDaily: boolean }) => setSavedSearchEmail(id, emailDaily),
    onMutate: async ({ id, emailDaily }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<SavedSearch[]>(queryKey);
      queryClient.setQueryData<SavedSearch[]>(queryKey, (list) => list?.map((s) => (s.id === id ? { ...s, emailDaily } : s)));
      return { previous };
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(queryKey, context?.previous);
      toast({ title: m.student_email_switch_failed(), description: error.message || m.student_please_try_again(), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  const { queryKey } = savedSearchesQueryOptions();
  return useMutation({
    mutationFn: (id: string) => deleteSavedSearch(id),
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<SavedSearch[]>(queryKey, (list) => list?.filter((s) => s.id !== id));
      await queryClient.invalidateQueries({ queryKey });
      toast({ title: m.student_search_deleted() });
    },
    onError: (error) => toast({ title: m.student_search_delete_failed(), description: error.message || m.student_please_try_again(), variant: 'destructive' }),
  });
}
