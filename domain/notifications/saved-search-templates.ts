// The daily e-mail of a saved search's new matches (DESIGN.md §4.6): up to 10 postings with their links, a link to all of
// them on the search page, and one to turn this alert off (pure: the base URL is a parameter).
import type { AlertedPosting } from '../saved-searches/events';
import { describeQuery, searchPath, type SavedSearchQuery } from '../saved-searches/params';
import type { Locale } from '../i18n/locales';
import { formatNumber, MAIL_TEXTS } from './mail-texts';
import { PRODUCT_NAME, render, url, type RenderedEmail } from './templates';

/** Where the student turns a search's e-mail off: the saved searches card of their dashboard, that search marked. */
export const alertsOffPath = (searchId: string) => `/dashboard?search=${encodeURIComponent(searchId)}#saved-searches`;

export function savedSearchAlertEmail(
  base: string,
  alert: { firstName: string; searchId: string; query: SavedSearchQuery | null; matches: readonly AlertedPosting[]; total: number },
  locale: Locale = 'en',
): RenderedEmail {
  const { total, matches } = alert;
  const texts = MAIL_TEXTS[locale];
  const t = texts.savedSearch;
  const what = describeQuery(alert.query, t.query);
  const totalText = formatNumber(locale, total);
  const more = total > matches.length ? [t.more(total - matches.length, formatNumber(locale, total - matches.length))] : [];
  return render({
    subject: t.subject(total, totalText),
    greeting: alert.firstName ? texts.helloName(alert.firstName) : locale === 'en' ? 'Hello there,' : texts.hello,
    paragraphs: [t.matched(total, totalText, what)],
    list: matches.map((m) => `${m.title} (${m.location}): ${url(base, `/internship/${encodeURIComponent(m.internshipId)}`)}`),
    next: more,
    action: { label: t.action, href: url(base, searchPath(alert.query)) },
    after: [t.off(url(base, alertsOffPath(alert.searchId)))],
    footer: t.footer(PRODUCT_NAME),
    locale,
  });
}
