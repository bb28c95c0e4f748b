// The composition root without HTTP: checks the data, opens the stores, starts the projections and reactors, and seeds an
// empty store. The Koa app (http/app.ts) is built on top; tests may wrap the event store (e.g. to simulate a crash).
import { join } from 'node:path';
import { PERSONAL_DATA } from '@domain/personal-data';
import { linkBase, type Config } from './config';
import type { Deps } from './deps';
import type { EventStore } from './events/event-store';
import { createSignInThrottle } from './limits/sign-in-throttle';
import { logOncePerMinute } from './log-once-per-minute';
import { createLogger, type LineSink } from './observability/logger';
import { createMetrics } from './observability/metrics';
import { measuredEventStore } from './observability/measured-event-store';
import { lagsInEvents } from './observability/lag';
import { countOutbox } from './queries/notifications/count-outbox';
import { sessionKeys } from './sessions/session-keys';
import { postgresSessionKeys } from './sessions/postgres-session-store';
import { createSessions } from './sessions/sessions';
import { projections } from './projections';
import { createBatchReader } from './processors/batch-reader';
import { createProjectionRuntime } from './processors/projection-runtime';
import { whileHolding } from './processors/leases';
import { createReactorRuntime } from './processors/reactor-runtime';
import { createForeground } from './processors/foreground';
import { createSharedProjectionRuntime } from './processors/shared-projection-runtime';
import { createSharedReactorRuntime } from './processors/shared-reactor-runtime';
import { CLOCK_JOB_CHECKPOINTS, createClockJobRuntime } from './processors/clock-jobs';
import { createReadStoreCheckpointStore } from './processors/checkpoint-store';
import { allClockJobs } from './jobs';
import { findCredentials, findCredentialsById } from './queries/users/find-credentials';
import { EMAIL_LEASE_MS, startEmailSender } from './notifications/email-sender';
import { createFirstAttempts } from './notifications/first-attempts';
import { devMailbox, smtpTransport } from './notifications/transports';
import { openPrivacy } from './privacy/privacy';
import { catchUpErasures } from './privacy/erasure-catch-up';
import { erasureJournalFiles, openErasureJournal } from './privacy/erasure-journal';
import { allReactors } from './reactors';
import { createLiveFeed } from './live/live-feed';
import { createCertificateSigner } from './certificates/certificate-signer';
import { partiesOf } from './queries/threads/parties-of';
import { seed, systemContext } from './seed/seed';
import { checkDataDir, checkEmbeddedStore, checkPostgres, markEmbeddedStore } from './startup-checks';
import { keepDataDirPrivateOrSay } from './private-data-dir';
import { createSnapshots, forgetSnapshots } from './events/snapshot-store';
import type { CommandDeps } from './commands/command-handler';
import { embeddedEventsFile, openCheckpointStore, openEventStore, openKeyStore, openLeases, openLimiters, openReadStore, openResumeFileStore, openSessionStore, openSnapshotStore, readModelsOfThisLog } from './stores';
import { createResumeFiles } from './files/resume-files';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

export interface Core {
  deps: Deps;
  /** Signing keys of the session cookie. */
  keys: string[];
  close(): Promise<void>;
}

/** A rebuild of the in-memory read models longer than this at start suggests READ_MODELS=disk. */
const SLOW_REBUILD_S = 10;

/**
 * `sink`: where the log's JSON lines go (stdout when none is given). `wrapEvents`: a test's wrapper of the event store.
 * `clock`: the time requests and clock jobs go by (a test moves it; the wall clock by default).
 */
export async function startCore(
  config: Config,
  sink?: LineSink,
  options: { wrapEvents?: (events: EventStore) => EventStore; clock?: () => Date } = {},
): Promise<Core> {
  const clock = options.clock ?? (() => new Date());
  const logger = createLogger(sink, { level: config.logLevel });
  const log = (line: string) => logger.info(line);
  const metrics = createMetrics({ requestDurations: Boolean(config.metricsPort || config.metricsToken) });
  const embedded = !config.eventStoreUrl && !config.databaseUrl;
  // Files 0600, folders 0700 from here on (the process's umask), and whatever an earlier version left open closed.
  keepDataDirPrivateOrSay(config.dataDir, log);
  checkDataDir(config.dataDir);
  if (embedded) checkEmbeddedStore(config.dataDir);
  if (config.databaseUrl) await checkPostgres(config.databaseUrl);
  // Without SESSION_KEYS: generated once, in DATA_DIR, or in PostgreSQL where every instance finds the same keys.
  const keys = config.databaseUrl && !config.sessionKeys?.length ? await postgresSessionKeys(config.databaseUrl) : sessionKeys(config.sessionKeys, config.dataDir);
  const opened: Array<{ close(): Promise<void> }> = [];
  const track = <T extends { close(): Promise<void> }>(resource: T) => (opened.push(resource), resource);
  const closeAll = async () => {
    for (const resource of opened.reverse()) await resource.close().catch(() => undefined);
  };
  try {
    const dataKeys = track(await openKeyStore(config));
    const rawEvents = track(await openEventStore(config, dataKeys));
    const events = measuredEventStore(options.wrapEvents ? options.wrapEvents(rawEvents) : rawEvents, metrics);
    // Commands resume from snapshots of their streams (a cache beside the log; the log stays the truth).
    const snapshots = createSnapshots(track(openSnapshotStore(config)));
    const transport = track(config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devMailbox(join(config.dataDir, 'mail')));
    // Who was erased (ids and times): written by each erasure, read at every start and by npm run restore.
    const erasureJournal = openErasureJournal(erasureJournalFiles(config), log);
    // Students' PDF résumés, sealed with their keys; an erasure removes the files too (below, `forget`).
    const resumes = createResumeFiles(track(await openResumeFileStore(config)), dataKeys);
    const privacy = await openPrivacy({
      events,
      keys: dataKeys,
      policy: PERSONAL_DATA,
      sqliteFile: embedded ? embeddedEventsFile(config) : null,
      journal: erasureJournal,
      // Snapshots hold folded states in the clear: an erased person's go with the mailbox's copies.
      forget: async (userId) => {
        await transport.forget?.(userId);
        await forgetSnapshots(snapshots, userId);
        await resumes.forget(userId);
      },
      log,
    });
    // What every command context carries (requests, the seed, reactions, the e-mail sender, erasure's catch-up): made once, here.
    // A message queued here comes with its first attempt taken by this instance's sender (first-attempts.ts).
    const firstAttempts = createFirstAttempts({ leaseMs: EMAIL_LEASE_MS, now: clock });
    const commands: CommandDeps = { events, snapshots, emailClaims: privacy.emailClaims, firstAttempts };
    const readStore = track(await readModelsOfThisLog(config, await openReadStore(config), events, log));
    const checkpoints = track(openCheckpointStore(config, readStore));
    const sessionStore = track(await openSessionStore(config));
    const sessions = createSessions(sessionStore, { idleMs: config.sessionIdleHours * HOUR, maxAgeMs: config.sessionMaxDays * DAY });
    const limiters = track(await openLimiters(config));
    // Several instances on one PostgreSQL share the projections and reactors through leases; alone, one runs them all.
    const leases = openLeases(config, readStore);
    if (leases) track(leases);
    // The requests in hand here (counted by app.ts): the e-mail reactors and the sender give way to them.
    const foreground = createForeground();
    const reactors = allReactors({
      sessions,
      erasure: privacy.erasure,
      publicUrl: linkBase(config),
      consentLinks: privacy.consentLinks,
    });
    // One reader for both: processors at the same place in the log share each batch read (and parsed, and unsealed).
    const read = createBatchReader(events, readStore.batchSize, readStore.batchesKept);
    const projectionRuntime = leases
      ? createSharedProjectionRuntime({ events, store: readStore, projections, leases, log, read })
      : createProjectionRuntime({ events, store: readStore, projections, log, read });
    const reactorRuntime = leases
      ? createSharedReactorRuntime({ events, commands, reactors, checkpoints, leases, log, read, foreground })
      : createReactorRuntime({ events, commands, reactors, checkpoints, log, read, foreground });
    track({ close: () => projectionRuntime.stop() });
    track({ close: () => reactorRuntime.stop() });
    // Together: reactors read the log, never the read models, so a reactor that starts from the first event (after a
    // restore, or the first start on an imported log) shares the projections' pass over the log instead of making its own.
    const rebuildStarted = performance.now();
    await Promise.all([projectionRuntime.start(), reactorRuntime.start()]);
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
    if (!readStore.durable && rebuildSeconds > SLOW_REBUILD_S)
      log(`The read models took ${rebuildSeconds.toFixed(0)} s to rebuild in memory; READ_MODELS=disk keeps them between starts (docs/stores.md).`);
    // Whoever the journal names stays erased, whatever was restored since their erasure (docs/backups.md, Erasure).
    const catchUp = () =>
      catchUpErasures({
        journal: erasureJournal,
        keys: dataKeys,
        erasure: privacy.erasure,
        readStore,
        ctx: systemContext({ commands }),
        projected: (appended) => projectionRuntime.waitFor(appended),
        log,
      });
    await (leases ? whileHolding(leases, 'erasure-catch-up', catchUp) : catchUp());
    // Each instance follows the log for the live streams of the users signed in on it (GET /api/user/stream).
    const live = createLiveFeed({
      events,
      read,
      partiesOf: (ids) => partiesOf(readStore, ids),
      projected: (position) => projectionRuntime.waitFor({ position }),
      log,
    });
    await live.start();
    const certificates = await createCertificateSigner(await dataKeys.serverSecret());
    track({ close: () => live.stop() });
    // Clock-driven jobs (backend/jobs/): each on one instance at a time, its last run kept as its checkpoint.
    const clockJobs = createClockJobRuntime({
      jobs: allClockJobs({ commands, readStore, publicUrl: linkBase(config), log }),
      // Times, not log positions: beside the read models when those are durable, else in the reactors' file (by name).
      checkpoints: readStore.durable ? createReadStoreCheckpointStore(readStore, CLOCK_JOB_CHECKPOINTS) : checkpoints,
      leases,
      now: clock,
      log,
      registry: metrics.registry,
    });
    const sender = startEmailSender({ commands, readStore, transport, log, retryBaseMs: config.emailRetryBaseMs, leaseMs: EMAIL_LEASE_MS, firstAttempts, foreground });
    track({ close: () => sender.stop() });
    const deps: Deps = {
      config,
      events,
      commands,
      readStore,
      projections: projectionRuntime,
      reactors: reactorRuntime,
      foreground,
      credentials: { byLogin: (login) => findCredentials(readStore, login), byUserId: (id) => findCredentialsById(readStore, id) },
      sessions,
      limiters,
      throttle: createSignInThrottle(limiters),
      privacy,
      mail: { transport, sender },
      logOncePerMinute: logOncePerMinute(log),
      logger,
      metrics,
      resumes,
      live,
      certificates,
      clock,
      clockJobs,
    };
    metrics.readFrom({
      lags: async () => ({
        projections: await lagsInEvents(events, projectionRuntime.status().filter((p) => p.state !== 'building')),
        reactors: await lagsInEvents(events, reactorRuntime.status()),
      }),
      outbox: () => countOutbox(readStore),
    });
    const pruning = setInterval(() => void sessions.prune().catch((e: Error) => log(`session pruning failed: ${e.message}`)), HOUR);
    pruning.unref();
    track({ close: async () => clearInterval(pruning) });
    // Instances starting together on an empty store: one seeds, the others then find it seeded.
    await (leases ? whileHolding(leases, 'seed', () => seed(deps, log)) : seed(deps, log));
    // After the seed: the jobs see the demo data, and stop first at shutdown (resources close in reverse).
    await clockJobs.start();
    track({ close: () => clockJobs.stop() });
    if (embedded) markEmbeddedStore(config.dataDir);
    return {
      deps,
      keys,
      close: async () => {
        await closeAll();
        logger.flushLines();
      },
    };
  } catch (error) {
    await closeAll();
    logger.flushLines();
    throw error;
  }
}
