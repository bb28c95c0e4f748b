// 'Messages' on an application (the student's row, the company's applicant card): opens and closes its thread below, with
// the application's unread count beside it ('Messages' and a '2 new' badge) from the shared unread counts.
import { useQuery } from '@tanstack/react-query';
import { unreadQueryOptions } from '@/api/unread-messages';
import { MessageIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';

interface MessagesToggleProps {
  applicationId: string;
  open: boolean;
  onToggle: () => void;
  /** The id of the element the thread shows in. */
  controls: string;
  id?: string;
}

export function MessagesToggle({ applicationId, open, onToggle, controls, id }: MessagesToggleProps) {
  const unread = useQuery({ ...unreadQueryOptions(), select: (counts) => counts.byApplication[applicationId] ?? 0 }).data ?? 0;
  const text = open ? m.thread_hide_messages() : m.thread_messages();
  return (
    <button
      id={id}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      data-testid="messages-toggle"
      className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <MessageIcon className="size-4" />
      {/* One line of text (not flex items): named by its words, 'Messages 2 new' (not 'Messages2 new'). */}
      <span>
        {text}
        {unread > 0 ? (
          <>
            {' '}
            <span data-testid="messages-unread" className="ms-0.5 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {m.thread_unread_new({ count: formatCount(unread) })}
            </span>
          </>
        ) : null}
      </span>
    </button>
  );
}
