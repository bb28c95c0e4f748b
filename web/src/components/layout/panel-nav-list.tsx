// The vertical list of navigation entries inside the side menu; the current page is highlighted.
import { AppLink, isCurrentPath } from './app-link';
import type { NavItem } from './nav-items';
import { useLocation } from '@tanstack/react-router';

export function PanelNavList({ items, label, onNavigate }: { items: NavItem[]; label: string; onNavigate: () => void }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item) => {
          const current = isCurrentPath(pathname, item.href);
          const Icon = item.icon;
          return (
            <li key={item.href} className={item.phoneOnly ? 'lg:hidden' : undefined}>
              <AppLink
                href={item.href}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className="group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700"
              >
                <span className="flex size-8 items-center justify-center rounded-lg bg-slate-100 text-slate-500 transition-colors group-hover:bg-white group-aria-[current=page]:bg-indigo-600 group-aria-[current=page]:text-white">
                  <Icon className="shrink-0 size-[18px]" />
                </span>
                <span className="flex-1">{item.label}</span>
                {current ? <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-600" /> : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
