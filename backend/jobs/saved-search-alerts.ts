// Clock job: the daily e-mail of each saved search's new matches (DESIGN.md §4.6). It walks the searches whose alert is due
// (e-mail on, 24 hours since the last alert or since saving: the saved-searches read model's order), finds the active postings
// that match and were listed since the search's checkpoint (the list's own filter, the student's age rule, indexes only), and
// records SavedSearchAlertSent (the new checkpoint) when there is something new; the mail reactor sends the e-mail. Nothing
// new: nothing recorded, and the search is looked at again at the next run.
import { randomUUID } from 'node:crypto';
import { internshipFiltersSchema } from '@domain/internships/schemas';
import type { CommandContext, CommandDeps } from '../commands/command-handler';
import { recordSavedSearchAlert } from '../commands/saved-searches/record-saved-search-alert';
import type { ClockJob } from '../processors/clock-jobs';
import type { SavedSearchDoc } from '../projections/saved-searches/saved-searches-projection';
import { ageLimitOf } from '../queries/internships/age-limit-of';
import { dueSavedSearches } from '../queries/saved-searches/due-saved-searches';
import { newMatches } from '../queries/saved-searches/new-matches';
import { getUser } from '../queries/users/get-user';
import type { ReadStore } from '../read-store/read-store';

export const SAVED_SEARCH_ALERTS = 'saved-search-alerts';
/** How often due searches are looked at: an alert goes at most this long after its 24 hours are up. */
export const SAVED_SEARCH_ALERTS_EVERY_MS = 60 * 60_000;
/** The postings listed in the last moments may not be in the read models yet: the window ends this long before now. */
export const SETTLE_MS = 2 * 60_000;
export const ALERT_MATCHES = 10;
const PAGE = 200;

export function savedSearchAlertsJob(deps: { commands: CommandDeps; readStore: ReadStore; log(line: string): void }): ClockJob {
  const alert = async (ctx: CommandContext, search: SavedSearchDoc, now: Date, until: string): Promise<boolean> => {
    const user = await getUser(deps.readStore, search.studentId);
    if (user?.role !== 'student' || until <= search.checkpoint) return false;
    const filters = internshipFiltersSchema.safeParse(search.query);
    if (!filters.success) return false; // a query today's list would refuse: it finds nothing
    const found = await newMatches(deps.readStore, filters.data, await ageLimitOf(deps.readStore, user, now), { since: search.checkpoint, until }, ALERT_MATCHES);
    if (found.total === 0) return false;
    const matches = found.items.map((i) => ({ internshipId: i.id, title: i.title, location: i.location }));
    const { appended } = await recordSavedSearchAlert(ctx, search.studentId, search.id, { since: search.checkpoint, until, matches, total: found.total });
    return appended !== null;
  };

  return {
    name: SAVED_SEARCH_ALERTS,
    everyMs: SAVED_SEARCH_ALERTS_EVERY_MS,
    async run(now) {
      const ctx: CommandContext = { ...deps.commands, actor: { id: 'system', role: 'system' }, correlationId: randomUUID(), now: () => now };
      const until = new Date(now.getTime() - SETTLE_MS).toISOString();
      let sent = 0;
      let after: SavedSearchDoc | undefined;
      for (;;) {
        const page = await dueSavedSearches(deps.readStore, now, PAGE, after && { alertDueAt: after.alertDueAt, id: after.id });
        for (const search of page) if (await alert(ctx, search, now, until)) sent += 1;
        if (page.length < PAGE) break;
        after = page[page.length - 1];
      }
      if (sent > 0) deps.log(`${SAVED_SEARCH_ALERTS}: ${sent} daily e-mail(s) of new matches recorded`);
    },
  };
}
