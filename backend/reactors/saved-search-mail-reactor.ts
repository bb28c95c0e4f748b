// Reactor: a saved search's daily alert (SavedSearchAlertSent, recorded by backend/jobs/saved-search-alerts.ts) becomes its
// e-mail to the student, queued in the outbox under an id derived from the alert, so a redelivered alert queues nothing twice.
// Nothing goes to a deleted account. It starts at the head of the log: no mail for alerts of the past.
import { savedSearchesStream } from '@domain/saved-searches/decider';
import type { SavedSearchCreated } from '@domain/saved-searches/events';
import { savedSearchAlertEmail } from '@domain/notifications/saved-search-templates';
import { queueEmail } from '../commands/notifications/queue-email';
import { deterministicId } from '../events/deterministic-id';
import type { RecordedEvent } from '../events/event-store';
import { defineReactor } from '../processors/reactor';
import { recipient } from './mail-recipients';

export function savedSearchMailReactor(options: { publicUrl: string }) {
  return defineReactor({
    name: 'saved-search-mails',
    // It only queues e-mail: requests in hand go first (foreground.ts).
    givesWay: true,
    handles: ['SavedSearchAlertSent'],
    startFrom: 'now',
    async react(event, ctx) {
      const { studentId, searchId, matches, total } = event.data;
      const student = await recipient(ctx, studentId);
      if (student.deleted || !student.email || matches.length === 0) return;
      const created = (await ctx.events.readStream(savedSearchesStream(studentId))).find(
        (e) => e.type === 'SavedSearchCreated' && (e.data as SavedSearchCreated['data']).searchId === searchId,
      ) as RecordedEvent<SavedSearchCreated> | undefined;
      // In the student's language (their account's).
      const mail = savedSearchAlertEmail(options.publicUrl, { firstName: student.firstName, searchId, query: created?.data.query ?? null, matches, total }, student.language ?? 'en');
      await queueEmail(ctx, {
        messageId: deterministicId('email', event.id, 'savedSearchAlert'),
        kind: 'savedSearchAlert',
        subjectId: studentId,
        to: student.email,
        ...mail,
        causeId: event.id,
        at: ctx.now().toISOString(),
      });
    },
  });
}
