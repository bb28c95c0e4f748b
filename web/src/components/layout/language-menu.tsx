// The language menu at the foot of every page (issue 33): a disclosure ('Language: English') over six links, the same
// page in each language, each named in its own script. Closed, its list is not laid out, so a page load shapes no
// script but its own (the five other names cost a phone ~30 ms of layout and their fonts). The links work before the
// page hydrates (a plain load); once hydrated, a choice is also kept in the `lang` cookie for a year and, for a
// signed-in user, on the account (PUT /api/user/language).
import { useCallback, useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation } from '@tanstack/react-router';
import { LOCALE_NAMES, LOCALES, localizedPath, type Locale } from '@domain/i18n/locales';
import { CheckIcon, GlobeIcon } from '@/components/ui/icons';
import { apiRequest } from '@/lib/api-client';
import { currentLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

const YEAR_S = 365 * 24 * 3600;

async function switchTo(href: string, locale: Locale, signedIn: boolean) {
  document.cookie = `lang=${locale}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
  // The account remembers it too (its e-mails' language); the page changes whatever the answer.
  if (signedIn) await apiRequest('PUT', '/api/user/language', { language: locale }).catch(() => undefined);
  window.location.assign(href + window.location.hash);
}

/** Escape closes the list (the focus goes back to its button), and so does a press anywhere else. */
function useDismiss(details: RefObject<HTMLDetailsElement | null>, open: boolean, close: () => void) {
  useEffect(() => {
    const element = details.current;
    if (!element || !open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      element.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [details, open, close]);
}

export interface LanguageMenuProps {
  signedIn: boolean;
}

export default function LanguageMenu({ signedIn }: LanguageMenuProps) {
  const locale = currentLocale();
  const page = useLocation({ select: (l) => l.pathname + l.searchStr });
  const details = useRef<HTMLDetailsElement>(null);
  // Open or closed is React's state (the summary's click toggles it and cancels the browser's own toggle), so that
  // Escape and a press outside can close it; a tap before hydration opened the pre-rendered list natively, and the
  // state takes that over on mount.
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (details.current?.open) setOpen(true); // opened before React listened: no click to replay
  }, []);
  useDismiss(details, open, close);
  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Locale) => {
    // A new tab or window opens as the browser would; this tab changes language through the cookie and the account.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void switchTo(event.currentTarget.getAttribute('href')!, target, signedIn);
  };
  return (
    <details ref={details} open={open} data-testid="language-menu" className="group relative text-sm">
      <summary
        onClick={(event) => {
          event.preventDefault();
          setOpen((wasOpen) => !wasOpen);
        }}
        className="flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg border border-slate-300 bg-white ps-2.5 pe-3 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden"
      >
        <GlobeIcon className="size-4 text-slate-500" />
        <span>{m.language_menu_label()}: </span>
        <span lang={locale} className="font-medium text-slate-900">
          {LOCALE_NAMES[locale]}
        </span>
      </summary>
      <ul className="absolute end-0 bottom-full z-10 mb-2 w-44 rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
        {LOCALES.map((l) => (
          <li key={l}>
            <a
              href={localizedPath(l, page)}
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? 'true' : undefined}
              onClick={(event) => choose(event, l)}
              className="flex items-center justify-between px-3 py-2 text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 aria-[current=true]:font-medium aria-[current=true]:text-indigo-700"
            >
              {LOCALE_NAMES[l]}
              {l === locale && <CheckIcon className="size-4" />}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
