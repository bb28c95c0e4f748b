// The round avatar with the user's initial (SPEC §2: first letter of firstName, else of the e-mail, else 'U').
import type { PublicUser } from '@domain/users/types';
import { avatarLetter } from './user-display';

export function UserAvatar({ user, className = 'size-9 text-sm' }: { user: PublicUser | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-letter"
      className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-500 font-semibold text-white shadow-sm ring-2 ring-white ${className}`}
    >
      {avatarLetter(user)}
    </span>
  );
}
