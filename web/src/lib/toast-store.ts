// The toast store (Ark UI): one toast at a time for TOAST_DURATION_MS, default or destructive style (SPEC §2 Notifications).
// Loaded on the first toast or once the page is idle (see toast.ts).
import { createToaster } from '@ark-ui/react/toast';
import { TOAST_DURATION_MS } from '@/lib/ui-constants';

/**
 * On phones at the top, away from the buttons a thumb just pressed (forms end at the bottom of the screen); on wider
 * screens at the bottom right. Chosen when the store loads (issue 36).
 */
export const TOAST_PHONE_QUERY = '(max-width: 639px)';
const onPhone = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TOAST_PHONE_QUERY).matches;

export const toaster = createToaster({ placement: onPhone ? 'top' : 'bottom-end', max: 1, duration: TOAST_DURATION_MS, overlap: false });

import type { ToastInput } from './toast';

/** Shows a toast; a newer toast replaces the one on screen instead of queueing behind it. */
export function showToast({ title, description, variant = 'default' }: ToastInput) {
  toaster.remove();
  return toaster.create({ title, description, type: variant === 'destructive' ? 'error' : 'info' });
}
