// Clock job: postings close themselves when their application deadline's day has ended at their place (DESIGN.md §4.6).
// It reads the due ones from the posting-deadlines read model (its order, never the whole collection) and closes each by a
// command that appends InternshipClosed with reason 'deadline'; a posting closed meanwhile is left alone by the decider.
import { randomUUID } from 'node:crypto';
import { closeExpiredInternship } from '../commands/internships/close-expired-internship';
import type { CommandContext, CommandDeps } from '../commands/command-handler';
import type { ClockJob } from '../processors/clock-jobs';
import { expiredPostings, type ExpiredPage } from '../queries/internships/expired-postings';
import type { ReadStore } from '../read-store/read-store';

export const CLOSE_EXPIRED_POSTINGS = 'close-expired-postings';
/** A deadline day ends at midnight at the place: its posting closes within this long after. */
export const CLOSE_EXPIRED_EVERY_MS = 10 * 60_000;

export function closeExpiredPostingsJob(deps: { commands: CommandDeps; readStore: ReadStore; log(line: string): void }): ClockJob {
  return {
    name: CLOSE_EXPIRED_POSTINGS,
    everyMs: CLOSE_EXPIRED_EVERY_MS,
    async run(now) {
      const ctx: CommandContext = { ...deps.commands, actor: { id: 'system', role: 'system' }, correlationId: randomUUID(), now: () => now };
      let closed = 0;
      let after: ExpiredPage['next'] = null;
      do {
        const page: ExpiredPage = await expiredPostings(deps.readStore, now, 100, after);
        for (const id of page.ids) if ((await closeExpiredInternship(ctx, id)).appended) closed += 1;
        after = page.next;
      } while (after);
      if (closed > 0) deps.log(`${CLOSE_EXPIRED_POSTINGS}: closed ${closed} posting(s) whose application deadline had passed`);
    },
  };
}
