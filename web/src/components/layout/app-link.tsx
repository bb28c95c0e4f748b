// A link to any in-app path (built or not yet built): a real <a href> that navigates client-side on a plain click.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useRouter } from '@tanstack/react-router';
import { localeHref } from '@/i18n/locale';

interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainLeftClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** TanStack's typed Link refuses routes that do not exist yet; this one takes any same-site path (SPEC.md's, unprefixed: the
 * link keeps the page's language). */
export function AppLink({ href: path, onClick, target, ...rest }: AppLinkProps) {
  const router = useRouter();
  const href = localeHref(path);
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || target === '_blank' || !isPlainLeftClick(e)) return;
    e.preventDefault();
    void router.navigate({ href });
  };
  return <a href={href} target={target} onClick={handleClick} {...rest} />;
}

/** Whether `href` is the current page (its path equals the current path, or is a parent section of it). */
export function useIsCurrent(href: string): boolean {
  const pathname = useLocation({ select: (l) => l.pathname });
  return isCurrentPath(pathname, href);
}

export function isCurrentPath(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0] || '/';
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}
