// Reactor: turns events into e-mails, each recorded in the outbox as EmailQueued in its own stream, with an id derived from
// the event that caused it (a redelivered event queues nothing twice); the sender (backend/notifications) delivers them.
// A message may only hold personal data of its subject (the recipient, or the student for a mail to their guardian): it is
// sealed with that person's key, and erased with them. It starts at the head of the log: no mail for events of the past.
// The mails of applying (the receipt, the company's new-applicant notice, acceptance) are application-mail-reactor.ts's.
import { consentStream } from '@domain/consent/decider';
import { internshipStream } from '@domain/internships/decider';
import { internshipFacts, recipientFacts, type RecipientFacts } from '@domain/notifications/facts';
import { OPTIONAL_EMAIL_KINDS, type EmailKind } from '@domain/notifications/kinds';
import * as templates from '@domain/notifications/templates';
import { formatDay } from '@domain/notifications/mail-texts';
import type { RenderedEmail } from '@domain/notifications/templates';
import { userStream } from '@domain/users/decider';
import { queueEmail } from '../commands/notifications/queue-email';
import { deterministicId } from '../events/deterministic-id';
import type { RecordedEvent } from '../events/event-store';
import type { ConsentLinks } from '../privacy/consent-links';
import { defineReactor, type ReactionContext } from '../processors/reactor';

const HANDLED = [
  'CompanyRequestApproved',
  'CompanyRequestRejected',
  'ApplicationStatusChanged',
  'ParentalConsentRequested',
  'ParentalConsentRequestResent',
  'ParentalConsentGiven',
  'PasswordChanged',
] as const;


export function notificationReactor(options: { publicUrl: string; consentLinks: ConsentLinks }) {
  const base = options.publicUrl;

  const recipient = async (ctx: ReactionContext, userId: string) => recipientFacts(await ctx.events.readStream(userStream(userId)));
  const fullName = (r: RecipientFacts) => `${r.firstName} ${r.lastName}`.trim() || 'A student';
  /** The language of a person's mail (DESIGN.md §4.3): the one on their account; a guardian's is the student's. */
  const languageOf = (r: RecipientFacts) => r.language ?? 'en';

  /** Queues one message (unless the person is gone, has no address, or turned this kind of notice off). */
  const send = async (ctx: ReactionContext, cause: RecordedEvent, kind: EmailKind, subjectId: string, to: string | null, person: RecipientFacts, mail: RenderedEmail) => {
    if (!to || person.deleted) return;
    if (OPTIONAL_EMAIL_KINDS.includes(kind) && !person.notices) return;
    await queueEmail(ctx, {
      messageId: deterministicId('email', cause.id, kind),
      kind,
      subjectId,
      to,
      ...mail,
      causeId: cause.id,
      at: ctx.now().toISOString(),
    });
  };

  /**
   * When a link's 7 days start: when its mail is queued, not before. Live, that is the moment of the request; an event
   * recorded with an earlier time (the demo seed's history, a reactor catching up after downtime) gets a link that works
   * from the day its mail actually goes (CONSENT_LINK_DAYS, backend/privacy/consent-links.ts).
   */
  const sentAt = (ctx: ReactionContext, at: string) => new Date(Math.max(Date.parse(at), ctx.now().getTime()));

  /** The requests of a student's consent stream, oldest first: each one's guardian address and id. */
  const requestsOf = async (ctx: ReactionContext, studentId: string) =>
    (await ctx.events.readStream(consentStream(studentId)))
      .filter((e) => e.type === 'ParentalConsentRequested')
      .map((e) => ({ eventId: e.id, ...(e.data as { requestId: string; guardianEmail: string }) }));

  /** The guardian's address of the latest request. */
  const guardianOf = async (ctx: ReactionContext, studentId: string) => (await requestsOf(ctx, studentId)).at(-1)?.guardianEmail ?? null;

  /** A new request to another address: the guardian of the request before it is told, with their own link (to withdraw). */
  const tellPreviousGuardian = async (ctx: ReactionContext, event: RecordedEvent, studentId: string, guardianEmail: string, student: RecipientFacts) => {
    const requests = await requestsOf(ctx, studentId);
    const index = requests.findIndex((r) => r.eventId === event.id);
    const previous = index > 0 ? requests[index - 1] : null;
    if (!previous || previous.guardianEmail.toLowerCase() === guardianEmail.toLowerCase()) return;
    const link = options.consentLinks.issue(studentId, previous.requestId, sentAt(ctx, (event.data as { at: string }).at));
    const mail = templates.parentalConsentRedirectedEmail(base, fullName(student), link.token, templates.maskedAddress(guardianEmail), languageOf(student));
    await send(ctx, event, 'parentalConsentRedirected', studentId, previous.guardianEmail, student, mail);
  };

  return defineReactor({
    name: 'notifications',
    // It only queues e-mail: requests in hand go first (foreground.ts).
    givesWay: true,
    handles: HANDLED,
    startFrom: 'now',
    async react(event, ctx) {
      switch (event.type) {
        case 'CompanyRequestApproved':
        case 'CompanyRequestRejected': {
          const company = await recipient(ctx, event.data.companyId);
          const name = company.companyName ?? 'there';
          const approved = event.type === 'CompanyRequestApproved';
          const mail = approved ? templates.companyRequestApprovedEmail(base, name, languageOf(company)) : templates.companyRequestRejectedEmail(base, name, event.data.adminNotes || null, languageOf(company));
          await send(ctx, event, approved ? 'companyRequestApproved' : 'companyRequestRejected', event.data.companyId, company.email, company, mail);
          return;
        }
        case 'ApplicationStatusChanged': {
          // Acceptance has its own mail (application-mail-reactor.ts), which always goes; a withdrawal is the student's own move.
          if (event.data.to === 'accepted' || (event.data.to as string) === 'withdrawn') return;
          const submitted = (await ctx.events.readStream(event.stream)).find((e) => e.type === 'ApplicationSubmitted');
          if (!submitted) return;
          const { studentId, internshipId } = submitted.data as { studentId: string; internshipId: string };
          const internship = internshipFacts(await ctx.events.readStream(internshipStream(internshipId)));
          const company = internship.companyId ? await recipient(ctx, internship.companyId) : null;
          const student = await recipient(ctx, studentId);
          const mail = templates.applicationStatusChangedEmail(base, student.firstName, internship.title, company?.companyName ?? null, event.data.to, languageOf(student));
          await send(ctx, event, 'applicationStatusChanged', studentId, student.email, student, mail);
          return;
        }
        case 'ParentalConsentRequested':
        case 'ParentalConsentRequestResent':
        case 'ParentalConsentGiven': {
          const { studentId, requestId } = event.data;
          const student = await recipient(ctx, studentId);
          const guardian = event.type === 'ParentalConsentRequested' ? event.data.guardianEmail : await guardianOf(ctx, studentId);
          const link = options.consentLinks.issue(studentId, requestId, sentAt(ctx, event.data.at));
          // In the language the student used: their account's when the request goes out.
          const locale = languageOf(student);
          const mail =
            event.type === 'ParentalConsentGiven'
              ? templates.parentalConsentGivenEmail(base, fullName(student), link.token, locale)
              : templates.parentalConsentRequestedEmail(base, fullName(student), link.token, formatDay(locale, link.expiresAt), locale);
          await send(ctx, event, event.type === 'ParentalConsentGiven' ? 'parentalConsentGiven' : 'parentalConsentRequested', studentId, guardian, student, mail);
          if (event.type === 'ParentalConsentRequested') await tellPreviousGuardian(ctx, event, studentId, event.data.guardianEmail, student);
          return;
        }
        case 'PasswordChanged': {
          const person = await recipient(ctx, event.data.userId);
          await send(ctx, event, 'passwordChanged', event.data.userId, person.email, person, templates.passwordChangedEmail(base, person.firstName, languageOf(person)));
          return;
        }
      }
    },
  });
}
