// `npm run events -- [--stream S] [--type T1,T2] [--since DATE] [--until DATE] [--actor ID] [--correlation ID] [--limit N] [--json]`:
// prints the log's events (time, actor, type, stream@revision, data), so a developer can see why a read model says what it says.
import { parseArgs } from 'node:util';
import { configFromEnv } from '../config';
import { keepDataDirPrivateOrSay } from '../private-data-dir';
import type { EventStore, RecordedEvent } from '../events/event-store';
import { openEventStore } from '../stores';

const { values } = parseArgs({
  options: {
    stream: { type: 'string' },
    type: { type: 'string' },
    since: { type: 'string' },
    until: { type: 'string' },
    actor: { type: 'string' },
    correlation: { type: 'string' },
    limit: { type: 'string', default: '200' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log('npm run events -- [--stream application-<id>] [--type CompanyRequestApproved,UserDeleted] [--since 2026-11-01] [--until 2026-11-30] [--actor <userId>] [--correlation <id>] [--limit 200] [--json]');
  process.exit(0);
}

const types = values.type ? new Set(values.type.split(',').map((t) => t.trim())) : null;
const since = values.since ? Date.parse(values.since) : null;
const until = values.until ? Date.parse(values.until) : null;
const limit = Number(values.limit);
if ((values.since && Number.isNaN(since)) || (values.until && Number.isNaN(until)) || !Number.isInteger(limit) || limit < 1) {
  console.error('--since/--until must be dates (e.g. 2026-11-01) and --limit a positive whole number');
  process.exit(2);
}

const wanted = (e: RecordedEvent) => {
  const at = Date.parse(e.metadata.at);
  return (
    (!types || types.has(e.type)) &&
    (since === null || at >= since) &&
    (until === null || at <= until) &&
    (!values.actor || e.metadata.actorId === values.actor) &&
    (!values.correlation || e.metadata.correlationId === values.correlation)
  );
};

/** Every matching event: one stream, or the whole log read in batches. */
async function* matching(events: EventStore): AsyncGenerator<RecordedEvent> {
  if (values.stream) {
    for (const e of await events.readStream(values.stream)) if (wanted(e)) yield e;
    return;
  }
  for (let after = ''; ; ) {
    const batch = await events.readAll(after, 1000);
    if (batch.length === 0) return;
    for (const e of batch) if (wanted(e)) yield e;
    after = batch[batch.length - 1].position;
  }
}

/** A readable name for an actor id, from the account's own registration (cached). */
function actorNames(events: EventStore) {
  const names = new Map<string, string>();
  return async (id: string | null, role: string | null): Promise<string> => {
    if (!id) return '-';
    if (id === 'system') return 'system';
    if (!names.has(id)) {
      const [registered] = await events.readStream(`user-${id}`);
      const d = registered?.data as { username?: string; firstName?: string; lastName?: string } | undefined;
      names.set(id, d ? (d.username && !d.username.includes('@') ? d.username : `${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()) : id.slice(0, 8));
    }
    return `${names.get(id)} (${role ?? '?'})`;
  };
}

const config = configFromEnv();
// Opening the embedded stores may make files (-wal, -shm): 0600 (see private-data-dir.ts).
if (!config.databaseUrl && !config.eventStoreUrl) keepDataDirPrivateOrSay(config.dataDir);
const events = await openEventStore(config);
try {
  const nameOf = actorNames(events);
  let shown = 0;
  for await (const e of matching(events)) {
    if (shown >= limit) {
      console.log(`… more events match; raise --limit (now ${limit})`);
      break;
    }
    shown += 1;
    const actor = await nameOf(e.metadata.actorId, e.metadata.actorRole);
    if (values.json) console.log(JSON.stringify({ ...e, actor }));
    else
      console.log(
        `${e.metadata.at.replace('T', ' ').slice(0, 19)}  ${actor.padEnd(26)} ${e.type.padEnd(26)} ${e.stream}@${e.revision}` +
          `${e.metadata.causationId ? `  ← ${e.metadata.causationId.slice(0, 8)}` : ''}\n    ${JSON.stringify(e.data)}`,
      );
  }
  if (shown === 0) console.log('No event matches.');
} finally {
  await events.close();
}
