// Events of the notifications context: one e-mail message per stream (`email-message-<id>`, the id derived from the event that
// caused it), from queued to sent — the outbox. The recipient and the content are personal data of `subjectId`.
import type { EventOf } from '../shared/event';
import type { EmailKind } from './kinds';

export type EmailQueued = EventOf<
  'EmailQueued',
  {
    messageId: string;
    kind: EmailKind;
    /** The person whose data the message holds (the recipient, or the student for a mail to their guardian). */
    subjectId: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    /**
     * An iCalendar invitation (RFC 5545, METHOD:REQUEST) sent with the message, e.g. a scheduled interview's; absent on
     * messages queued before invitations existed, which read as none.
     */
    calendar?: string | null;
    /** The event that caused the message. */
    causeId: string;
    at: string;
    /**
     * The first attempt, taken by the instance that queued it until then (its sender sends it at once: no
     * EmailSendStarted); absent or null: queued for any sender.
     */
    leaseUntil?: string | null;
  }
>;
/** A sender took the message for one attempt, until `leaseUntil` (another sender waits until then). */
export type EmailSendStarted = EventOf<'EmailSendStarted', { messageId: string; attempt: number; leaseUntil: string; at: string }>;
export type EmailSent = EventOf<'EmailSent', { messageId: string; attempt: number; at: string }>;
/** An attempt failed: tried again at `retryAt`, or given up on (`retryAt` null: refused for good, or too many attempts). */
export type EmailFailed = EventOf<'EmailFailed', { messageId: string; attempt: number; error: string; retryAt: string | null; at: string }>;

export type EmailEvent = EmailQueued | EmailSendStarted | EmailSent | EmailFailed;

export const NOTIFICATIONS_EVENT_VERSIONS: Record<EmailEvent['type'], number> = {
  EmailQueued: 1,
  EmailSendStarted: 1,
  EmailSent: 1,
  EmailFailed: 1,
};
