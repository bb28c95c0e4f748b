// The daily e-mail of a saved search's new matches (DESIGN.md §4.6): up to 10 postings with their links, a link to all of
// them on the search page, and one to turn this alert off (pure: the base URL is a parameter).
import type { AlertedPosting } from '../saved-searches/events';
import { describeQuery, searchPath, type SavedSearchQuery } from '../saved-searches/params';
import { PRODUCT_NAME, render, url, type RenderedEmail } from './templates';

/** Where the student turns a search's e-mail off: the saved searches card of their dashboard, that search marked. */
export const alertsOffPath = (searchId: string) => `/dashboard?search=${encodeURIComponent(searchId)}#saved-searches`;

export function savedSearchAlertEmail(
  base: string,
  alert: { firstName: string; searchId: string; query: SavedSearchQuery | null; matches: readonly AlertedPosting[]; total: number },
): RenderedEmail {
  const { total, matches } = alert;
  const what = describeQuery(alert.query);
  const more = total > matches.length ? [`…and ${total - matches.length} more on the search page.`] : [];
  return render({
    subject: `${total} new internship${total === 1 ? '' : 's'} for your saved search`,
    greeting: `Hello ${alert.firstName || 'there'},`,
    paragraphs: [`${total === 1 ? 'A new internship matches' : `${total} new internships match`} your saved search (${what}) since our last e-mail:`],
    list: matches.map((m) => `${m.title} (${m.location}): ${url(base, `/internship/${encodeURIComponent(m.internshipId)}`)}`),
    next: more,
    action: { label: 'See them all', href: url(base, searchPath(alert.query)) },
    after: [`Don't want these e-mails for this search? Turn them off: ${url(base, alertsOffPath(alert.searchId))}`],
    footer: `You get this e-mail once a day at most because you saved this search on ${PRODUCT_NAME} with e-mail alerts on.`,
  });
}
