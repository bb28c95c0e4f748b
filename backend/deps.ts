// The backend's wiring, handed to every route: config, stores, the projection and reactor runtimes, and the lookup ports.
import type { LiveFeed } from './live/live-feed';
import type { Foreground } from './processors/foreground';
import type { CertificateSigner } from './certificates/certificate-signer';
import type { CommandDeps } from './commands/command-handler';
import type { CredentialsLookup } from './commands/users/credentials-lookup';
import type { Config } from './config';
import type { EventStore } from './events/event-store';
import type { ProjectionRuntime } from './processors/projection-runtime';
import type { ReactorRuntime } from './processors/reactor-runtime';
import type { ReadStore } from './read-store/read-store';
import type { Limiters } from './limits/limiter-store';
import type { SignInThrottle } from './limits/sign-in-throttle';
import type { Sessions } from './sessions/sessions';
import type { Privacy } from './privacy/privacy';
import type { EmailSender } from './notifications/email-sender';
import type { EmailTransport } from './notifications/transports';
import type { LogOncePerMinute } from './log-once-per-minute';
import type { AppLogger } from './observability/logger';
import type { Metrics } from './observability/metrics';
import type { ResumeFiles } from './files/resume-files';
import type { ClockJobRuntime } from './processors/clock-jobs';

export interface Deps {
  config: Config;
  events: EventStore;
  /** What every command context carries: this event store, its snapshots, the claim stream names (built once in core.ts). */
  commands: CommandDeps;
  readStore: ReadStore;
  projections: ProjectionRuntime;
  reactors: ReactorRuntime;
  /** The requests in hand on this instance (app.ts counts them), which the e-mail work gives way to. */
  foreground: Foreground;
  credentials: CredentialsLookup;
  sessions: Sessions;
  limiters: Limiters;
  throttle: SignInThrottle;
  /** Claim stream names without addresses, consent links, erasure (crypto-shredding). */
  privacy: Privacy;
  /** Where e-mail goes (SMTP or the development mailbox), and the outbox's sender. */
  mail: { transport: EmailTransport; sender: EmailSender };
  /** The server's log for lines that could come once per request (timeouts): each kind at most once a minute. */
  logOncePerMinute: LogOncePerMinute;
  /** The JSON log (pino): one line per request and per failure, no personal data. */
  logger: AppLogger;
  /** Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Students' PDF résumés, sealed with their keys: on disk under DATA_DIR, or in PostgreSQL (backend/files/). */
  resumes: ResumeFiles;
  /** This instance's live feed: the notifications of the users whose streams are open here (GET /api/user/stream). */
  live: LiveFeed;
  /** The platform's Ed25519 key for certificates' credentials (derived from the server secret) and its JWKS. */
  certificates: CertificateSigner;
  /** The time requests go by: the wall clock, or a test's (startCore's `clock`). */
  clock: () => Date;
  /** The clock-driven jobs (backend/jobs/), run by this runtime on one instance at a time. */
  clockJobs: ClockJobRuntime;
}
