// One message of a thread: the author's name and the time above the words; the viewer's own side at the end (right) in
// indigo, the other side at the start (left) in white (mirrored in Urdu), with 'Report' under the other side's messages (for the two sides only).
import type { ThreadMessage } from '@domain/threads/types';
import { FlagIcon } from '@/components/ui/icons';
import { formatMessageTime } from './thread-format';
import { m } from '@/paraglide/messages.js';

interface MessageItemProps {
  message: ThreadMessage;
  /** Drawn on the right, in indigo: the viewer's side (for the parent, the student's). */
  own: boolean;
  /** Marked '(you)': the viewer wrote it. */
  mine: boolean;
  /** Opens the report dialog; absent when the viewer may not report (their own side's message, or the parent). */
  onReport?: () => void;
  reported?: boolean;
}

export function MessageItem({ message, own, mine, onReport, reported = false }: MessageItemProps) {
  return (
    <li data-testid="thread-message" data-own={own} className={`flex flex-col ${own ? 'items-end ps-8 sm:ps-16' : 'items-start pe-8 sm:pe-16'}`}>
      <p className="mb-1 flex flex-wrap items-baseline gap-x-2 px-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">
          {message.from.name}
          {mine ? <span className="font-normal text-slate-600">{` ${m.thread_you()}`}</span> : null}
        </span>
        <time dateTime={message.at}>{formatMessageTime(message.at)}</time>
      </p>
      <p
        data-testid="message-body"
        className={`max-w-full rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-line ${
          own ? 'rounded-se-md bg-indigo-600 text-white' : 'rounded-ss-md border border-slate-200 bg-white text-slate-800'
        }`}
      >
        {message.body}
      </p>
      {onReport ? (
        reported ? (
          <p className="mt-1 px-1 text-xs text-slate-600">{m.thread_reported()}</p>
        ) : (
          <button
            type="button"
            onClick={onReport}
            aria-label={m.thread_report_message_from({ name: message.from.name })}
            aria-haspopup="dialog"
            className="mt-1 inline-flex items-center gap-1 rounded-md px-1 text-xs font-medium text-slate-600 hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <FlagIcon className="size-3.5" />
            {m.thread_report()}
          </button>
        )
      ) : null}
    </li>
  );
}
