// Where e-mail goes: an SMTP server (nodemailer, SMTP_URL), or — with no SMTP configured — the development mailbox: one JSON
// file per message under DATA_DIR/mail, which /dev/mailbox shows.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  id: string;
  kind: string;
  subjectId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
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
        await transporter.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, messageId: `<${m.id}@${MESSAGE_ID_DOMAIN}>` });
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

/** The development mailbox: files named `<time>-<message id>.json`, newest last. */
export function devMailbox(dir: string): EmailTransport & { list(): MailboxEntry[]; get(id: string): MailboxEntry | null } {
  const files = () => {
    try {
      return readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
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
      mkdirSync(dir, { recursive: true });
      const existing = files().find((f) => f.endsWith(`-${m.id}.json`));
      const file = existing ?? `${new Date().toISOString().replace(/[:.]/g, '-')}-${m.id}.json`;
      const temp = join(dir, `.${m.id}.tmp`);
      writeFileSync(temp, JSON.stringify({ ...m, at: new Date().toISOString() } satisfies MailboxEntry, null, 2));
      renameSync(temp, join(dir, file));
    },
    async forget(subjectId) {
      for (const file of files()) if (read(file)?.subjectId === subjectId) rmSync(join(dir, file), { force: true });
    },
    list() {
      return files()
        .map(read)
        .filter((m): m is MailboxEntry => !!m)
        .reverse();
    },
    get(id) {
      const file = files().find((f) => f.endsWith(`-${id}.json`));
      return file ? read(file) : null;
    },
    async close() {},
  };
}
