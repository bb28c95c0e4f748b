// Reactor: the e-mails of applying (domain/notifications/application-mails.ts decides them) — the student's receipt after
// each submission (a new one after a withdrawal too) and the company's new-applicant notice, and on acceptance the
// student's and the parent's or guardian's. Each is queued in the outbox under an id derived from its cause and kind, so
// a redelivered event queues nothing twice; it starts at the head of the log (no mail for events of the past) and keeps
// its checkpoint, so a rebuild never resends.
// When a student deletes the account, the company of each application still open or accepted is told (nothing personal).
import { internshipStream } from '@domain/internships/decider';
import { applicantDeletedMails, applicationAcceptedMails, applicationSubmittedMails, decisionNote, sentApplication, type PlannedEmail } from '@domain/notifications/application-mails';
import { internshipFacts } from '@domain/notifications/facts';
import { queueEmail } from '../commands/notifications/queue-email';
import { deterministicId } from '../events/deterministic-id';
import { guardianOf, recipient } from './mail-recipients';
import type { RecordedEvent } from '../events/event-store';
import { defineReactor, type ReactionContext } from '../processors/reactor';

export function applicationMailReactor(options: { publicUrl: string }) {
  const base = options.publicUrl;

  /** The internship's title, its company's name and the company (its id and facts), each stream read once. */
  const posting = async (ctx: ReactionContext, internshipId: string, companyId: string | null) => {
    const internship = internshipFacts(await ctx.events.readStream(internshipStream(internshipId)));
    const companyOf = companyId ?? internship.companyId;
    const company = companyOf ? await recipient(ctx, companyOf) : null;
    return { internshipTitle: internship.title, companyName: company?.companyName ?? null, owner: companyOf && company ? { companyId: companyOf, company } : null };
  };

  const queue = async (ctx: ReactionContext, cause: RecordedEvent, m: PlannedEmail) =>
    queueEmail(ctx, { messageId: deterministicId('email', cause.id, m.kind), kind: m.kind, subjectId: m.subjectId, to: m.to, ...m.mail, causeId: cause.id, at: ctx.now().toISOString() });

  return defineReactor({
    name: 'application-mails',
    // It only queues e-mail: requests in hand go first (foreground.ts).
    givesWay: true,
    handles: ['ApplicationSubmitted', 'ApplicationStatusChanged', 'ApplicantAccountDeleted'],
    startFrom: 'now',
    async react(event, ctx) {
      let mails: PlannedEmail[];
      if (event.type === 'ApplicationSubmitted') {
        const { studentId, internshipId, companyId } = event.data;
        const student = await recipient(ctx, studentId);
        mails = applicationSubmittedMails({ base, studentId, student, ...(await posting(ctx, internshipId, companyId ?? null)), sent: sentApplication(event.data) });
      } else if (event.type === 'ApplicantAccountDeleted') {
        const internship = internshipFacts(await ctx.events.readStream(internshipStream(event.data.internshipId)));
        const companyId = event.data.companyId ?? internship.companyId;
        if (!companyId) return;
        const company = await recipient(ctx, companyId);
        mails = applicantDeletedMails({ base, companyId, company, internshipTitle: internship.title, status: event.data.status });
      } else {
        if (event.data.to !== 'accepted') return;
        const submitted = (await ctx.events.readStream(event.stream)).find((e) => e.type === 'ApplicationSubmitted');
        if (!submitted) return;
        const { studentId, internshipId, companyId } = submitted.data as { studentId: string; internshipId: string; companyId?: string | null };
        const student = await recipient(ctx, studentId);
        mails = applicationAcceptedMails({
          base,
          studentId,
          student,
          ...(await posting(ctx, internshipId, companyId ?? null)),
          note: decisionNote(event.data),
          guardian: student.deleted ? null : await guardianOf(ctx, studentId),
          at: new Date(event.data.at),
        });
      }
      for (const mail of mails) await queue(ctx, event, mail);
    },
  });
}
