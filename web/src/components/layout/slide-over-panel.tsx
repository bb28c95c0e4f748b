// The panel of a SlideOver (Ark UI Dialog: focus trap, Escape and backdrop click close it, focus returns to the opener),
// loaded the first time a panel opens.
import type { ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { CloseIcon } from '@/components/ui/icons';
import './side-panels.css';
import { m } from '@/paraglide/messages.js';
import { useMountedWhileOpen } from '@/components/ui/use-mounted-while-open';

export interface SlideOverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side it slides in from: 'left' is the start side (the right in a right-to-left page), 'right' the end side. */
  side: 'left' | 'right';
  /** The dialog's accessible name. */
  title: string;
  /** Shown at the top, beside the close button. */
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  testId: string;
}

export default function SlideOverPanel({ open, onOpenChange, side, title, header, footer, children, testId }: SlideOverProps) {
  const { mounted, onExitComplete } = useMountedWhileOpen(open);
  if (!mounted) return null;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} onExitComplete={onExitComplete} unmountOnExit>
      <Portal>
        <Dialog.Backdrop data-testid={`${testId}-backdrop`} className="ifh-backdrop pointer-events-auto fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px]" />
        <Dialog.Positioner className={`fixed inset-y-0 z-50 flex ${side === 'left' ? 'start-0' : 'end-0'}`}>
          <Dialog.Content
            data-testid={testId}
            className={`flex h-dvh w-80 max-w-[calc(100vw-2.5rem)] flex-col bg-white shadow-2xl outline-none ${
              side === 'left' ? 'ifh-panel-left' : 'ifh-panel-right'
            }`}
          >
            <Dialog.Title className="sr-only">{title}</Dialog.Title>
            <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4">
              <div className="min-w-0">{header}</div>
              <Dialog.CloseTrigger
                aria-label={m.ui_close()}
                className="rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <CloseIcon className="shrink-0 size-5" />
              </Dialog.CloseTrigger>
            </div>
            <div className="flex-1 overflow-y-auto px-3 py-4">{children}</div>
            {footer ? <div className="border-t border-slate-100 p-4">{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
