// A centred modal dialog (Ark UI Dialog: focus trap, Escape and backdrop close it, focus returns to the opener).
import type { ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { DialogCloseIcon } from './icons';
import './modal.css';
import { m } from '@/paraglide/messages.js';
import { useMountedWhileOpen } from './use-mounted-while-open';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
  /** The element focused when the dialog opens (default: the first focusable one). */
  initialFocusEl?: () => HTMLElement | null;
  /** The element focused when it closes (default: the one focused before it opened). */
  finalFocusEl?: () => HTMLElement | null;
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' } as const;

export function Modal({ open, onOpenChange, title, description, children, footer, role = 'dialog', size = 'sm', testId, initialFocusEl, finalFocusEl }: ModalProps) {
  const { mounted, onExitComplete } = useMountedWhileOpen(open);
  if (!mounted) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      onExitComplete={onExitComplete}
      role={role}
      initialFocusEl={initialFocusEl}
      finalFocusEl={finalFocusEl}
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className="ifh-modal-backdrop fixed inset-0 z-50 bg-slate-900/45 backdrop-blur-[2px]" />
        <Dialog.Positioner className="fixed inset-0 z-50 flex items-end justify-center p-3 sm:items-center sm:p-6">
          <Dialog.Content
            data-testid={testId}
            className={`ifh-modal flex max-h-[calc(100dvh-1.5rem)] w-full ${widths[size]} flex-col rounded-2xl bg-white shadow-2xl outline-none`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
              <div className="min-w-0">
                <Dialog.Title className="text-lg font-bold break-words text-slate-900">{title}</Dialog.Title>
                {description ? <Dialog.Description className="mt-1 text-sm break-words text-slate-600">{description}</Dialog.Description> : null}
              </div>
              <Dialog.CloseTrigger
                aria-label={m.ui_close()}
                className="-me-2 shrink-0 rounded-lg p-2 text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <DialogCloseIcon className="size-5" />
              </Dialog.CloseTrigger>
            </div>
            {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div> : null}
            {footer ? <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 px-5 py-4 sm:px-6">{footer}</div> : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
