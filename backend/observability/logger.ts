// The server's log: one JSON line per entry (pino), to stdout or a given sink. No personal data: request lines name the route
// (`/api/consent/:token`), never the path; known personal fields are redacted; an e-mail address in any message is masked.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Anything that takes whole lines (a test collecting them, say). */
export type LineSink = (line: string) => void;

const EMAIL = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[A-Za-z]{2,}/g;
export const maskEmails = (text: string) => text.replace(EMAIL, '[email]');

/** An error as a log line shows it: its kind, message and stack, with any e-mail address in them masked. */
export function loggableError(error: unknown): { type: string; message: string; stack?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  return { type: e.name, message: maskEmails(e.message), ...(e.stack ? { stack: maskEmails(e.stack) } : {}) };
}

/** Fields that may hold personal data or secrets wherever they appear in a logged object. */
const REDACTED = ['email', 'password', 'passwordHash', 'token', 'firstName', 'lastName', 'name', 'guardianEmail', 'cookie', 'authorization'];

export function createLogger(sink?: LineSink, options: { level?: string } = {}): Logger & { flushLines(): void } {
  const destination: DestinationStream & { flushSync?(): void } = sink
    ? { write: (chunk: string) => sink(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk) }
    : pino.destination({ dest: 1, sync: false });
  const logger = pino(
    {
      level: options.level ?? 'info',
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: [...REDACTED, ...REDACTED.map((field) => `*.${field}`)], censor: '[redacted]' },
      hooks: {
        // Messages are written by the code, but may quote a value: an address in one never reaches the log.
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskEmails(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
  return Object.assign(logger, { flushLines: () => destination.flushSync?.() });
}
