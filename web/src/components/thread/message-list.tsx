// The messages of a thread, oldest first, in a scrolling region (focusable, to scroll with the keyboard): it opens at the
// newest message and stays in place when 'Show earlier messages' puts older ones above.
import { useRef } from 'react';
import type { ThreadMessage, ThreadRole } from '@domain/threads/types';
import { MessageItem } from './message-item';
import { useStickToBottom } from './use-stick-to-bottom';
import { m } from '@/paraglide/messages.js';

interface MessageListProps {
  messages: ThreadMessage[];
  /** The side drawn as the viewer's own. */
  own: ThreadRole;
  /** Whether the viewer wrote the own side's messages (not so for the parent). */
  ownIsViewer: boolean;
  label: string;
  earlier: { available: boolean; loading: boolean; load: () => void };
  /** Report a message of the other side; absent for the parent. */
  onReport?: (message: ThreadMessage) => void;
  reported: ReadonlySet<string>;
}

export function MessageList({ messages, own, ownIsViewer, label, earlier, onReport, reported }: MessageListProps) {
  const list = useRef<HTMLDivElement>(null);
  useStickToBottom(list, messages[0]?.id, messages.at(-1)?.id);
  return (
    <div
      ref={list}
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-3 max-h-[26rem] overflow-y-auto rounded-lg [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {earlier.available ? (
        <div className="mb-3 text-center">
          <button
            type="button"
            onClick={earlier.load}
            disabled={earlier.loading}
            className="rounded-md px-2 py-1 text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:text-slate-600"
          >
            {earlier.loading ? m.thread_loading_earlier() : m.thread_show_earlier()}
          </button>
        </div>
      ) : null}
      {messages.length === 0 ? (
        <p className="py-3 text-center text-sm text-slate-600">{m.thread_no_messages()}</p>
      ) : (
        <ol className="space-y-3 pb-1">
          {messages.map((msg) => (
            <MessageItem
              key={msg.id}
              message={msg}
              own={msg.from.role === own}
              mine={ownIsViewer && msg.from.role === own}
              onReport={onReport && msg.from.role !== own ? () => onReport(msg) : undefined}
              reported={reported.has(msg.id)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
