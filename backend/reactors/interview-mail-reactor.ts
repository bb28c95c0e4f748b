// Reactor: the e-mails of a scheduled interview (domain/interviews/mails.ts decides them) — to the student, to the company,
// and to the parent or guardian an under-18 student named — each with the interview's invitation (text/calendar, METHOD
// REQUEST) attached. Queued in the outbox under ids derived from the cause and the kind, so a redelivered event queues
// nothing twice; it starts at the head of the log (no mail for interviews of the past) and keeps its checkpoint.
import { interviewCalendar } from '@domain/interviews/calendar';
import { interviewStream } from '@domain/interviews/decider';
import type { InterviewProposed } from '@domain/interviews/events';
import { internshipPlace } from '@domain/interviews/facts';
import { interviewScheduledMails, type PlannedInterviewEmail } from '@domain/interviews/mails';
import { internshipStream } from '@domain/internships/decider';
import { queueEmail } from '../commands/notifications/queue-email';
import { deterministicId } from '../events/deterministic-id';
import { guardianOf, recipient } from './mail-recipients';
import type { RecordedEvent } from '../events/event-store';
import { defineReactor, type ReactionContext } from '../processors/reactor';

export function interviewMailReactor(options: { publicUrl: string }) {
  const base = options.publicUrl;

  const queue = async (ctx: ReactionContext, cause: RecordedEvent, m: PlannedInterviewEmail) =>
    queueEmail(ctx, {
      messageId: deterministicId('email', cause.id, m.kind),
      kind: m.kind,
      subjectId: m.subjectId,
      to: m.to,
      ...m.mail,
      calendar: m.calendar,
      causeId: cause.id,
      at: ctx.now().toISOString(),
    });

  return defineReactor({
    name: 'interview-mails',
    // It only queues e-mail: requests in hand go first (foreground.ts).
    givesWay: true,
    handles: ['InterviewScheduled'],
    startFrom: 'now',
    async react(event, ctx) {
      const { interviewId, studentId, companyId, startsAt, endsAt, at } = event.data;
      const proposed = (await ctx.events.readStream(interviewStream(interviewId))).find((e) => e.type === 'InterviewProposed');
      if (!proposed) return;
      const { internshipId, durationMinutes, mode, where, timeZone } = (proposed as RecordedEvent<InterviewProposed>).data;
      const student = await recipient(ctx, studentId);
      if (student.deleted) return;
      const company = await recipient(ctx, companyId);
      const internship = internshipPlace(await ctx.events.readStream(internshipStream(internshipId)));
      const interview = { startsAt, durationMinutes, mode, where, timeZone, internshipTitle: internship.title, companyName: company.companyName };
      const calendar = interviewCalendar({ interviewId, startsAt, endsAt, scheduledAt: at, internshipTitle: internship.title, companyName: company.companyName, mode, where, timeZone });
      const mails = interviewScheduledMails({ base, studentId, student, companyId, company, guardian: await guardianOf(ctx, studentId), interview, calendar, at: new Date(at) });
      for (const mail of mails) await queue(ctx, event, mail);
    },
  });
}
