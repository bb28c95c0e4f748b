// The top bar's unread-messages link for students and companies ('3 unread messages'): to where their threads are, shown
// only while something is unread. One small GET (/api/user/unread), refreshed by the live stream it opens (no polling).
// Rendered by the avatar menu's deferred code (user-menu-panel.tsx), out of the first load.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLiveUpdates } from '@/api/live-updates';
import { unreadQueryOptions } from '@/api/unread-messages';
import { MessageIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { formatCount } from '@/i18n/locale';

export function UnreadIndicator({ role }: { role: 'student' | 'company' }) {
  useLiveUpdates(true);
  const count = useQuery({ ...unreadQueryOptions(), select: (counts) => counts.messages }).data ?? 0;
  if (count <= 0) return null;
  const label = (count === 1 ? m.shell_unread_one : m.shell_unread_many)({ count: formatCount(count) });
  return (
    <Link
      to={role === 'student' ? '/applications' : '/company-dashboard'}
      aria-label={label}
      title={label}
      data-testid="unread-indicator"
      className="relative flex size-10 shrink-0 items-center justify-center rounded-xl text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <MessageIcon className="size-6" />
      <span aria-hidden="true" className="absolute top-0.5 end-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white tabular-nums">
        {count > 99 ? `${formatCount(99)}+` : formatCount(count)}
      </span>
    </Link>
  );
}
