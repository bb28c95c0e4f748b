// The top bar's unread-messages link for students and companies ('3 unread messages'): to where their threads are, shown
// only while something is unread. One small GET (/api/user/unread), refreshed by the live stream it opens (no polling).
// Rendered by the avatar menu's deferred code (user-menu-panel.tsx), out of the first load.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLiveUpdates } from '@/api/live-updates';
import { unreadMessagesLabel, unreadQueryOptions } from '@/api/unread-messages';
import { MessageIcon } from '@/components/ui/icons';

export function UnreadIndicator({ role }: { role: 'student' | 'company' }) {
  useLiveUpdates(true);
  const count = useQuery({ ...unreadQueryOptions(), select: (counts) => counts.messages }).data ?? 0;
  if (count <= 0) return null;
  return (
    <Link
      to={role === 'student' ? '/applications' : '/company-dashboard'}
      aria-label={unreadMessagesLabel(count)}
      title={unreadMessagesLabel(count)}
      data-testid="unread-indicator"
      className="relative flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <MessageIcon className="size-6" />
      <span aria-hidden="true" className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
