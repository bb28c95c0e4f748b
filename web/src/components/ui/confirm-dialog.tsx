// Asks before a decision (Ark UI Dialog as an alertdialog): a title, what will happen, Cancel and the confirming button,
// optionally a note to send with it. Focus returns to the button that opened it when it closes.
import { useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { controlClass } from './field-shell';
import { Modal } from './modal';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';

export interface ConfirmNote {
  /** The note's label, e.g. 'Note to the student (optional)'. */
  label: string;
  maxLength: number;
  /** Said under the box, e.g. 'The student will see this note.' */
  hint?: string;
  /** When the note is required: the message shown (and nothing sent) while it is empty. */
  required?: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** 'danger' paints the confirming button red (rejecting, deleting, withdrawing). */
  tone?: 'danger' | 'default';
  note?: ConfirmNote;
  /** Runs the action with the trimmed note ('' without one). The dialog closes when it resolves and stays open when it
   *  throws (the caller's mutation shows the error). */
  onConfirm: (note: string) => Promise<unknown> | void;
  testId?: string;
  /** Where the focus goes when it closes, if not back to the button that opened it (e.g. when that button is gone). */
  finalFocusEl?: () => HTMLElement | null;
}

export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, tone = 'default', note, onConfirm, testId = 'confirm-dialog', finalFocusEl }: ConfirmDialogProps) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState(false);
  const noteId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setText('');
    setMissing(false);
    onOpenChange(false);
  };
  const confirm = async () => {
    if (note?.required && !text.trim()) {
      setMissing(true);
      noteRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onConfirm(text.trim());
      close();
    } catch {
      // The caller's mutation has shown the error; the dialog stays open to try again.
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!pending && !next) close();
      }}
      role="alertdialog"
      title={title}
      description={description}
      testId={testId}
      initialFocusEl={() => noteRef.current ?? cancelRef.current}
      finalFocusEl={finalFocusEl}
      footer={
        <>
          <button ref={cancelRef} type="button" className={buttonClass('secondary', 'md')} onClick={close} disabled={pending}>
            {m.ui_cancel()}
          </button>
          <button type="button" className={buttonClass(tone === 'danger' ? 'danger' : 'primary', 'md')} onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
            {pending ? m.ui_working() : confirmLabel}
          </button>
        </>
      }
    >
      {note ? (
        <div>
          <label htmlFor={noteId} className="mb-1.5 block text-sm font-medium text-slate-700">
            {note.label}
          </label>
          <textarea
            ref={noteRef}
            id={noteId}
            name="note"
            value={text}
            maxLength={note.maxLength}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setMissing(false);
            }}
            aria-describedby={missing ? `${noteId}-error ${noteId}-hint` : `${noteId}-hint`}
            aria-invalid={missing || undefined}
            aria-required={note.required ? true : undefined}
            className={`${controlClass} min-h-24 resize-y`}
          />
          {missing && note.required ? (
            <p id={`${noteId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {note.required}
            </p>
          ) : null}
          <p id={`${noteId}-hint`} className="mt-1.5 flex justify-between gap-3 text-xs text-slate-600">
            <span>{note.hint}</span>
            <span className="shrink-0 tabular-nums">
              {formatCount(text.length)}/{formatCount(note.maxLength)}
            </span>
          </p>
        </div>
      ) : null}
    </Modal>
  );
}
