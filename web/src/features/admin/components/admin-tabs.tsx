// The tab strip of the admin screens (Ark UI Tabs, arrow keys move between tabs); it scrolls sideways on phones.
import { useEffect, useRef, type ReactNode } from 'react';
import { Tabs } from '@ark-ui/react/tabs';

export interface AdminTab<V extends string> {
  value: V;
  label: string;
  content: ReactNode;
}

interface AdminTabsProps<V extends string> {
  label: string;
  tabs: AdminTab<V>[];
  value: V;
  onValueChange: (value: V) => void;
}

const triggerClass =
  'shrink-0 rounded-lg px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:bg-white/70 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-selected:bg-white data-selected:text-indigo-700 data-selected:shadow-sm';

export function AdminTabs<V extends string>({ label, tabs, value, onValueChange }: AdminTabsProps<V>) {
  const strip = useRef<HTMLDivElement>(null);
  // On phones the strip scrolls: keep the selected tab in sight (e.g. when the page opens on ?tab=audit).
  useEffect(() => {
    const box = strip.current;
    const selected = box?.querySelector<HTMLElement>('[data-selected]');
    if (!selected || !box) return;
    // From the centres on screen, so that it works in both directions (Urdu's strip starts on the right).
    const tab = selected.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    box.scrollLeft += tab.left + tab.width / 2 - (view.left + view.width / 2);
  }, [value]);
  return (
    <Tabs.Root value={value} onValueChange={(d) => onValueChange(d.value as V)} lazyMount unmountOnExit activationMode="manual">
      <div ref={strip} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <Tabs.List aria-label={label} className="inline-flex min-w-max gap-1 rounded-xl bg-slate-200/60 p-1">
          {tabs.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value} className={triggerClass}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {tabs.map((t) => (
        <Tabs.Content key={t.value} value={t.value} className="pt-6 focus-visible:outline-none">
          {t.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
