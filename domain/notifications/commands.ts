// Commands of the notifications context (the notification reactor queues; the sender records its attempts).
import type { EmailQueued } from './events';

export type QueueEmail = { type: 'QueueEmail'; data: EmailQueued['data'] };
export type StartSending = { type: 'StartSending'; data: { messageId: string; leaseUntil: string; at: string } };
export type RecordEmailSent = { type: 'RecordEmailSent'; data: { messageId: string; at: string } };
export type RecordEmailFailure = { type: 'RecordEmailFailure'; data: { messageId: string; error: string; retryAt: string | null; at: string } };
export type EmailCommand = QueueEmail | StartSending | RecordEmailSent | RecordEmailFailure;
