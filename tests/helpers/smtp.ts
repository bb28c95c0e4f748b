// A real SMTP server for the e-mail tests (the `smtp-server` package) on a random local port: it records what it accepts,
// and can refuse the first attempts (e.g. 451, try again later) or every one (550).
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | null;
  subject: string | null;
}

export interface TestSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Attempts (DATA commands) seen, accepted or not. */
  attempts: number;
  /** How the next attempts are answered: 250 (accept), or an SMTP error code. */
  answers: number[];
  /** The answer once `answers` is used up. */
  otherwise: number;
  /** Messages to this address are answered only once `release()` is called (a recipient's slow server). */
  holding: string | null;
  release(): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const header = (raw: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? null;

export async function startSmtp(options: { port?: number; answers?: number[]; otherwise?: number } = {}): Promise<TestSmtp> {
  const state: TestSmtp = {
    url: '',
    port: 0,
    received: [],
    attempts: 0,
    answers: [...(options.answers ?? [])],
    otherwise: options.otherwise ?? 250,
    holding: null,
    release: () => {
      state.holding = null;
      for (const go of held.splice(0)) go();
    },
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > until) throw new Error(`the SMTP server got ${state.received.length} of ${count} messages in ${timeoutMs} ms (${state.attempts} attempts)`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return state.received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const held: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', async () => {
        if (state.holding && session.envelope.rcptTo.some((r) => r.address === state.holding)) await new Promise<void>((go) => held.push(go));
        state.attempts += 1;
        const answer = state.answers.length ? state.answers.shift()! : state.otherwise;
        if (answer !== 250) return callback(Object.assign(new Error(answer >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: answer }));
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId: header(raw, 'Message-ID'), subject: header(raw, 'Subject') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://127.0.0.1:${state.port}`;
  return state;
}
