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

/** A request's id once checked to be a plain token (request-log.ts): nothing in it needs escaping in a JSON string. */
export type RequestId = string & { readonly checked: unique symbol };

/** What all lines of one kind of request share: none of it personal (the route is the router path, never the URL). */
export interface RequestKind {
  method: string;
  route: string;
  status: number;
}

/** Writes one request's line: its id and how many milliseconds it took. */
export type RequestLineWriter = (reqId: RequestId, ms: number) => void;

export type AppLogger = Logger & {
  /**
   * The writer of `kind`'s request lines, past pino (no redaction or masking to run: the fields carry nothing to hide),
   * with the part every line of the kind shares serialised once.
   */
  requestLines(kind: RequestKind): RequestLineWriter;
  flushLines(): void;
};

/** Lines wait in memory up to this many bytes or FLUSH_MS, whichever comes first: one write per batch, not per line. */
const BUFFER_BYTES = 4096;
const FLUSH_MS = 250;
/** Request lines are handed to the destination in chunks of about this many bytes (sonic-boom's largest single write). */
const REQUEST_BATCH = 16 * 1024;

/** `ms` to two decimals (as `12.05`), from integers: a fraction's shortest decimal form costs V8 several times as much. */
function hundredths(ms: number): string {
  const h = Math.round(ms * 100);
  const fraction = h % 100;
  return `${(h - fraction) / 100}${fraction < 10 ? '.0' : '.'}${fraction}`;
}

export function createLogger(sink?: LineSink, options: { level?: string } = {}): AppLogger {
  const destination: DestinationStream & { flushSync?(): void; flush?(): void } = sink
    ? { write: (chunk: string) => sink(chunk.endsWith('\n') ? chunk.slice(0, -1) : chunk) }
    : // Written synchronously, in batches: an asynchronous write still in flight when the process exits lands after what
      // the exit handler writes synchronously, out of order (CI saw request lines 102… before 0…101).
      pino.destination({ dest: 1, sync: true, minLength: BUFFER_BYTES });
  const common = {
    level: options.level ?? 'info',
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino(
    {
      ...common,
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
  // A request's line is written here rather than through pino: its fields are known and carry nothing personal (so no
  // redaction or masking to run), and all but its id, time and duration are serialised once per kind of request. Through
  // pino with redaction the lines cost about 40 µs of CPU a request under read load, more than half a replayed read (bench).
  // They are gathered here and handed over REQUEST_BATCH bytes at a time: the destination measures the byte length of the
  // chunk it is filling at every write, so a line at a time grew quadratically with its buffer (about 9 µs a request).
  const requestsLogged = logger.isLevelEnabled('info');
  let pending = '';
  const handOver = () => {
    if (pending === '') return;
    const chunk = pending;
    pending = '';
    destination.write(chunk);
  };
  if (!sink) {
    setInterval(() => {
      handOver();
      destination.flush?.();
    }, FLUSH_MS).unref();
    // Whatever waits is written before the process ends, however it ends.
    process.once('exit', () => {
      handOver();
      destination.flushSync?.();
    });
  }
  const clock = { ms: 0, iso: '' };
  const write = (line: string) => {
    if (sink) return void destination.write(line);
    // The fields are ASCII (a checked id, a method, a router path): the string's length is near enough its size in bytes.
    pending += line;
    if (pending.length >= REQUEST_BATCH) handOver();
  };
  return Object.assign(logger, {
    requestLines: (kind: RequestKind): RequestLineWriter => {
      if (!requestsLogged) return () => {};
      const tail = `","method":${JSON.stringify(kind.method)},"route":${JSON.stringify(kind.route)},"status":${kind.status},"ms":`;
      return (reqId, ms) => {
        const now = Date.now();
        if (now !== clock.ms) {
          clock.ms = now;
          clock.iso = new Date(now).toISOString();
        }
        write(`{"level":"info","time":"${clock.iso}","reqId":"${reqId}${tail}${hundredths(ms)},"msg":"request"}\n`);
      };
    },
    flushLines: () => {
      handOver();
      destination.flushSync?.();
    },
  });
}
