// The SQLite event store's writer thread: runs each group of appends as one transaction, so that the fsync of a commit
// never blocks the server's event loop. It answers each group with its outcomes; 'close' closes the file.
// Plain JavaScript, like the module it runs: worker threads do not inherit the TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { failure, groupCommitter, openEventsDb } from './sqlite-events-db.mjs';

// Appends touch random pages of the id and (stream, revision) indexes: keep those in memory on large logs.
const db = openEventsDb(workerData.file, { cacheMb: 64 });
const commit = groupCommitter(db);

parentPort.on('message', (group) => {
  if (group === 'close') {
    db.close();
    parentPort.postMessage('closed');
    return;
  }
  let answer;
  try {
    answer = commit(group);
  } catch (error) {
    // The transaction itself failed (e.g. the disk is full): nothing of the group was stored, and the head is not known.
    answer = { headBefore: null, outcomes: group.map(() => ({ failed: failure(error) })) };
  }
  parentPort.postMessage(answer);
});
