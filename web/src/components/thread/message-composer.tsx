// Writing in a thread: the safety note, a labelled box with its 2,000-character counter, and Send (Ctrl/⌘+Enter too). A
// refusal (empty, too long, contact details with a minor, a closed thread) shows in an alert under the box and the text
// stays, to be changed and sent again.
import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX, MESSAGE_TOO_LONG, WRITE_A_MESSAGE } from '@domain/threads/schemas';
import { useSendMessage } from '@/api/threads';
import { buttonClass } from '@/components/ui/button-styles';
import { controlClass } from '@/components/ui/field-shell';
import { ApiError } from '@/lib/api-client';
import { characterCount } from './thread-format';
import { m } from '@/paraglide/messages.js';
import { localizeDomainMessage } from '@/i18n/domain-message';

/** Above the box, in plain words for each side. */
const safetyNote = (viewer: 'student' | 'company') => (viewer === 'student' ? m.thread_safety_student() : m.thread_safety_company());

interface MessageComposerProps {
  applicationId: string;
  viewer: 'student' | 'company';
  /** 'Message to Kestrel Studio' */
  label: string;
}

/** What the server said: the field's own error (400), else its message (403, 422, …). */
const refusalOf = (error: unknown) => (error instanceof ApiError ? (error.fieldErrors.body ?? error.message) : m.thread_send_failed());

export function MessageComposer({ applicationId, viewer, label }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = useSendMessage(applicationId);
  const count = characterCount(text, MESSAGE_MAX);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    if (!text.trim()) return setProblem(localizeDomainMessage(WRITE_A_MESSAGE));
    if (count.over) return setProblem(localizeDomainMessage(MESSAGE_TOO_LONG));
    setProblem(null);
    send.mutate(text, {
      onSuccess: () => setText(''),
      onError: (error) => setProblem(refusalOf(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="border-t border-slate-200 pt-3" data-testid="message-composer">
      <p id={`${id}-safety`} className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-900">
        <span className="font-semibold">{m.thread_keep_here()}</span> {safetyNote(viewer)}
      </p>
      <label htmlFor={`${id}-box`} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={`${id}-box`}
        name="message"
        value={text}
        rows={3}
        onChange={(e) => {
          setText(e.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
        }}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-safety ${id}-count${problem ? ` ${id}-error` : ''}`}
        className={`${controlClass} min-h-20 resize-y`}
      />
      {problem ? (
        <p id={`${id}-error`} role="alert" data-testid="composer-error" className="mt-1.5 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-2 flex items-center justify-between gap-3">
        <p id={`${id}-count`} className={`text-xs tabular-nums ${count.over ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
          <span className="sr-only">{m.thread_characters_used()}</span>
          {count.label}
        </p>
        <button type="submit" disabled={send.isPending} aria-busy={send.isPending || undefined} className={buttonClass('primary', 'sm', 'px-4')}>
          {send.isPending ? m.thread_sending() : m.thread_send()}
        </button>
      </div>
    </form>
  );
}
