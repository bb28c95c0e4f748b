// One way for every admin action: call the API, refresh what it changed, toast SPEC §7's message (or the server's error).
import { m } from '@/paraglide/messages.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { refreshAfterAdminChange } from './admin-list';

export function useAdminMutation<Input, Output>(run: (input: Input) => Promise<Output>, success: (output: Output, input: Input) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (output, input) => {
      toast({ title: success(output, input) });
      await refreshAfterAdminChange(queryClient);
    },
    onError: (error) => {
      toast({ title: m.admin_toast_error(), description: error.message, variant: 'destructive' });
    },
  });
}
