// The language menu at the foot of every page (issue 33): a labelled select of the six languages, each in its own
// script; choosing one opens the same page in it (a full load: each language is its own build), remembers the choice
// in the `lang` cookie for a year and, for a signed-in user, on the account (PUT /api/user/language).
import { useId } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, localizedPath, splitLocalePath, type Locale } from '@domain/i18n/locales';
import { apiRequest } from '@/lib/api-client';
import { currentLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

const YEAR_S = 365 * 24 * 3600;

async function switchTo(locale: Locale, signedIn: boolean) {
  document.cookie = `lang=${locale}; path=/; max-age=${YEAR_S}; SameSite=Lax`;
  // The account remembers it too (its e-mails' language); the page changes whatever the answer.
  if (signedIn) await apiRequest('PUT', '/api/user/language', { language: locale }).catch(() => undefined);
  const { rest } = splitLocalePath(window.location.pathname);
  window.location.assign(localizedPath(locale, rest) + window.location.search + window.location.hash);
}

export interface LanguageMenuProps {
  signedIn: boolean;
}

export default function LanguageMenu({ signedIn }: LanguageMenuProps) {
  const id = useId();
  const locale = currentLocale();
  return (
    <div className="flex h-9 items-center gap-2 text-sm text-slate-600">
      <label htmlFor={id}>{m.language_menu_label()}</label>
      <select
        id={id}
        data-testid="language-menu"
        value={locale}
        onChange={(e) => isLocale(e.target.value) && void switchTo(e.target.value, signedIn)}
        className="rounded-lg border border-slate-300 bg-white py-1.5 ps-2 pe-7 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
