// The toast store (Ark UI): one toast at a time for TOAST_DURATION_MS, default or destructive style (SPEC §2 Notifications).
// Loaded on the first toast or once the page is idle (see toast.ts).
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '@/lib/ui-constants';

export const toaster = createToaster({ placement: 'bottom-end', max: 1, duration: TOAST_DURATION_MS, overlap: false });

import type { ToastInput } from './toast';

/** Shows a toast; a newer toast replaces the one on screen instead of queueing behind it. */
export function showToast({ title, description, variant = 'default' }: ToastInput) {
  toaster.remove();
  return toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' });
}
