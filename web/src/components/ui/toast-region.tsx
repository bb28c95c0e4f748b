// The toast region (Ark UI): renders the toast store's single toast with a title, description and close button; on touch
// screens a tap does not pause it for good. Errors are white on red-700: their description (90% opaque) keeps 4.5:1.
import { useEffect, type PointerEvent } from 'react';
import { Toast, Toaster } from '@ark-ui/react/toast';
import { markToastRegionMounted } from '@/lib/toast';
import { toaster } from '@/lib/toast-store';
import { SmallCloseIcon } from './icons';
import { m } from '@/paraglide/messages.js';

/**
 * A tap sends the mouse events that pause a toast while a pointer rests on it, and no mouse ever leaves on a touch screen:
 * the toast would stay forever. After a tap (its mouse events come just after it) the toast's time runs on again.
 */
const TAP_MOUSE_EVENTS_MS = 350;
function resumeAfterTap(event: PointerEvent<HTMLElement>) {
  if (event.pointerType === 'mouse') return;
  window.setTimeout(() => toaster.resume(), TAP_MOUSE_EVENTS_MS);
}

export default function ToastRegion() {
  useEffect(markToastRegionMounted, []);
  return (
    // Under an open dialog (z-50), not over it: a toast must never cover a dialog's buttons; the toast is there again once
    // the dialog closes. Placement: top on phones, bottom right on wider screens (toast-store.ts).
    <Toaster toaster={toaster} className="!z-40" onPointerUp={resumeAfterTap}>
      {(t) => (
        <Toast.Root
          key={t.id}
          className="w-[calc(100vw-2rem)] max-w-sm rounded-xl border border-slate-200 bg-white p-4 pe-10 text-slate-900 shadow-lg data-[type=error]:border-red-700 data-[type=error]:bg-red-700 data-[type=error]:text-white"
        >
          <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="mt-1 text-sm opacity-90">{t.description}</Toast.Description> : null}
          <Toast.CloseTrigger
            aria-label={m.ui_close_notification()}
            className="absolute top-3 end-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
          >
            <SmallCloseIcon className="size-4" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  );
}
