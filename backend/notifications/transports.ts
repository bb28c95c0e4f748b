// Where e-mail goes: an SMTP server (nodemailer, SMTP_URL), or — with no SMTP configured — the development mailbox: one JSON
// file per message under DATA_DIR/mail, which /dev/mailbox shows.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { increasingClock } from '@backend/increasing-clock';

export interface OutgoingEmail {
  id: string;
  kind: string;
  subjectId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar invitation (METHOD:REQUEST) sent with the message; null or absent for none. */
  calendar?: string | null;
}

export interface EmailTransport {
  readonly name: string;
  /** Resolves once the server accepted the message; throws otherwise (`permanent` on the error when retrying cannot help). */
  send(message: OutgoingEmail): Promise<void>;
  /** Drops what this transport kept of a person (the development mailbox's files). */
  forget?(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

export class EmailRefusedError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'EmailRefusedError';
  }
}

export const MESSAGE_ID_DOMAIN = 'internships-for-highschoolers';

export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'SMTP',
    async send(m) {
      try {
        // The same Message-ID on every attempt: a receiver that got an attempt we could not record can drop the repeat.
        await transporter.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          messageId: `<${m.id}@${MESSAGE_ID_DOMAIN}>`,
          // An invitation goes as the text/calendar alternative calendar clients act on (and as an .ics attachment).
          ...(m.calendar ? { icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: m.calendar } } : {}),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx: the server refuses for good (unknown mailbox, policy); 4xx and network errors: try again later.
        throw new EmailRefusedError((error as Error).message, typeof code === 'number' && code >= 500 && code < 600);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

export interface MailboxEntry extends OutgoingEmail {
  at: string;
}

/**
 * The development mailbox: one file per message, `<message id>.json`, so that sending again (a retry) replaces it without
 * looking through the folder (a scan per message made each one slower as the mailbox grew: 16 ms each at 10,000 messages,
 * on the server's only thread). Written without blocking: a temporary file, then renamed into place.
 */
export function devMailbox(dir: string): EmailTransport & { list(): MailboxEntry[]; get(id: string): MailboxEntry | null } {
  // A message id names a file: letters, digits and dashes only (an id from a URL never reaches outside the folder).
  const fileOf = (id: string) => (/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id) ? `${id}.json` : null);
  let made: Promise<unknown> | null = null;
  let writes = 0;
  // An erasure must not race a message being written: `forget` waits for the writes in hand, and a message for someone
  // forgotten while it waited for its turn (e-mail gives way to requests) is refused, not written after the erasure.
  const writing = new Set<Promise<void>>();
  const forgotten = new Set<string>();
  // Each message's time, strictly later than the one before (a millisecond later within the same millisecond): the list's
  // order is the order of sending, also for messages sent together (as e-mail does once requests give way: foreground.ts).
  const time = increasingClock();
  const stamp = () => new Date(time()).toISOString();
  const files = () => {
    try {
      return readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      return [];
    }
  };
  const read = (file: string): MailboxEntry | null => {
    try {
      return JSON.parse(readFileSync(join(dir, file), 'utf8')) as MailboxEntry;
    } catch {
      return null;
    }
  };
  return {
    name: `development mailbox (${dir})`,
    async send(m) {
      const file = fileOf(m.id);
      if (!file) throw new EmailRefusedError(`not a message id: ${JSON.stringify(m.id)}`, true);
      if (forgotten.has(m.subjectId)) throw new EmailRefusedError('The recipient was erased', true);
      const at = stamp();
      const written = (async () => {
        await (made ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
          made = null;
          throw error;
        }));
        const temp = join(dir, `.${m.id}.${process.pid}.${writes++}.tmp`);
        await writeFile(temp, JSON.stringify({ ...m, at } satisfies MailboxEntry, null, 2));
        await rename(temp, join(dir, file));
      })();
      writing.add(written);
      try {
        await written;
      } finally {
        writing.delete(written);
      }
    },
    async forget(subjectId) {
      forgotten.add(subjectId);
      await Promise.allSettled([...writing]);
      for (const file of files()) if (read(file)?.subjectId === subjectId) rmSync(join(dir, file), { force: true });
    },
    /** Newest first. */
    list() {
      return files()
        .map(read)
        .filter((m): m is MailboxEntry => !!m)
        .sort((a, b) => b.at.localeCompare(a.at));
    },
    get(id) {
      // Messages kept before one file per message were named `<time>-<message id>.json`.
      const own = fileOf(id);
      if (!own) return null;
      const file = existsSync(join(dir, own)) ? own : files().find((f) => f.endsWith(`-${own}`));
      return file ? read(file) : null;
    },
    async close() {},
  };
}
