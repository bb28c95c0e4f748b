// Child process of the SQLite durability test: appends events one at a time to a store file and prints `ack <revision> <id>` after each acknowledged append.
// Usage: node --import tsx tests/helpers/sqlite-append-burst.ts <file> <stream> <count>
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';

const [file, stream, countArg] = process.argv.slice(2);
const count = Number(countArg);
const store = createSqliteEventStore(file);

for (let i = 0; i < count; i++) {
  const id = randomUUID();
  const { revision } = await store.append(
    stream,
    [
      {
        id,
        type: 'EmailClaimed',
        data: { email: `burst-${i}@example.com`, userId: `user-${i}` },
        metadata: { actorId: null, actorRole: null, correlationId: id, causationId: null, at: new Date().toISOString() },
      },
    ],
    { expectedRevision: i === 0 ? 'no_stream' : i - 1 },
  );
  // Synchronous write: the ack leaves this process only after the append has been acknowledged.
  writeSync(1, `ack ${revision} ${id}\n`);
}
await store.close();
