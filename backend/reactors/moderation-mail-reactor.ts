// Reactor: tells a company an admin's decision about reports of it or of its posting, with the note (DESIGN.md §4.2): a hidden
// posting restored, a posting removed, the company suspended. Transactional (always sent), queued in the outbox under an id
// derived from the cause; it starts at the head of the log.
import { internshipStream } from '@domain/internships/decider';
import { moderationDecisionEmail, type ModerationOutcome } from '@domain/moderation/email';
import { internshipFacts } from '@domain/notifications/facts';
import { queueEmail } from '../commands/notifications/queue-email';
import { deterministicId } from '../events/deterministic-id';
import { defineReactor } from '../processors/reactor';
import { recipient } from './mail-recipients';

const OUTCOMES = { ListingRestored: 'restored', ListingRemoved: 'removed', CompanySuspended: 'suspended' } as const satisfies Record<string, ModerationOutcome>;

export function moderationMailReactor(options: { publicUrl: string }) {
  return defineReactor({
    name: 'moderation-mails',
    // It only queues e-mail: requests in hand go first (foreground.ts).
    givesWay: true,
    handles: ['ListingRestored', 'ListingRemoved', 'CompanySuspended'],
    startFrom: 'now',
    async react(event, ctx) {
      const { companyId, note } = event.data;
      const company = await recipient(ctx, companyId);
      if (!company.email || company.deleted) return;
      const title = event.type === 'CompanySuspended' ? null : internshipFacts(await ctx.events.readStream(internshipStream(event.data.internshipId))).title;
      const mail = moderationDecisionEmail(options.publicUrl, company.companyName ?? 'there', OUTCOMES[event.type], title, note, company.language ?? 'en');
      await queueEmail(ctx, {
        messageId: deterministicId('email', event.id, 'moderationDecision'),
        kind: 'moderationDecision',
        subjectId: companyId,
        to: company.email,
        ...mail,
        causeId: event.id,
        at: ctx.now().toISOString(),
      });
    },
  });
}
