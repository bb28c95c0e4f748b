// What this process knows of the embedded log without asking SQLite: the rows it appended itself (the log's tail) and the
// streams it read or wrote lately. Trusted only while nobody else wrote: each group commit says the head it found, and the
// watch poll reads the head; a head this process did not write clears everything, and SQLite answers until the next group.

/** A row as better-sqlite3 gives it (raw mode): position, stream, revision, id, type, data, metadata. */
export type Row = [number, string, number, string, string, string, string];

/** The rows of one stream from revision `from` to its end, as last known. */
interface StreamRows {
  from: number;
  rows: Row[];
}

export interface RecentRows {
  /** The rows after position `after` (at most `limit`), or null when only SQLite knows them. */
  after(after: number, limit: number): Row[] | null;
  /** The rows of `stream` from `fromRevision` (at most `maxCount`; -1: all), or null when only SQLite knows them. */
  stream(stream: string, fromRevision: number, maxCount: number): Row[] | null;
  /** Keeps what SQLite answered for a stream read, when it reached the stream's end. */
  readFromSqlite(stream: string, fromRevision: number, maxCount: number, rows: Row[]): void;
  /** A group was committed: the head before it, and the rows it stored in log order (null head: the group failed). */
  committed(headBefore: number | null, stored: Row[]): void;
  /** A stream's append was refused for its revision: what is known of it may be old. */
  staleStream(stream: string): void;
  /** The head read by a poll, while no group of this process was being committed. */
  polledHead(head: number): void;
  /** Forgets everything (history was rewritten in place). */
  clear(): void;
}

export function createRecentRows(limits: { tailRows?: number; streamRows?: number; streams?: number; streamLength?: number } = {}): RecentRows {
  const tailRows = limits.tailRows ?? 5_000;
  const streamRows = limits.streamRows ?? 20_000;
  const maxStreams = limits.streams ?? 20_000;
  const streamLength = limits.streamLength ?? 200;
  /** Whether the log up to `head` is known: no other writer since this process's last group. */
  let trusted = false;
  let head = 0;
  /** The whole log from position tailFrom + 1 to head. */
  let tail: Row[] = [];
  let tailFrom = 0;
  /** Least recently used first (a Map keeps insertion order). */
  const streams = new Map<string, StreamRows>();
  let cachedRows = 0;
  /** Streams' first events (a command's `maxCount: 1` read of a long stream): an event, once written, stays as it is. */
  const firstRows = new Map<string, Row>();

  const forget = (stream: string) => {
    const known = streams.get(stream);
    if (!known) return;
    cachedRows -= known.rows.length;
    streams.delete(stream);
  };
  const keep = (stream: string, known: StreamRows) => {
    forget(stream);
    if (known.rows.length > streamLength) return;
    streams.set(stream, known);
    cachedRows += known.rows.length;
    // The oldest go, but always a whole stream: a kept stream is never partly known.
    for (const [name] of streams) {
      if (cachedRows <= streamRows && streams.size <= maxStreams) break;
      forget(name);
    }
  };
  const clear = () => {
    trusted = false;
    tail = [];
    streams.clear();
    firstRows.clear();
    cachedRows = 0;
  };
  const addToStream = (row: Row) => {
    const known = streams.get(row[1]);
    if (!known) return;
    const last = known.rows.length ? known.rows[known.rows.length - 1][2] : known.from - 1;
    if (row[2] <= last) return; // already read from SQLite before this group's answer came
    if (row[2] !== last + 1 || known.rows.length >= streamLength) return forget(row[1]);
    known.rows.push(row);
    cachedRows += 1;
    streams.delete(row[1]);
    streams.set(row[1], known);
  };

  return {
    after(after, limit) {
      if (!trusted || after < tailFrom || after > head) return null;
      return tail.slice(after - tailFrom, after - tailFrom + limit);
    },
    stream(stream, fromRevision, maxCount) {
      if (!trusted) return null;
      const first = fromRevision === 0 && maxCount === 1 ? firstRows.get(stream) : undefined;
      if (first) return [first];
      const known = streams.get(stream);
      if (!known || fromRevision < known.from) return null;
      streams.delete(stream);
      streams.set(stream, known);
      const start = fromRevision - known.from;
      return known.rows.slice(start, maxCount < 0 ? undefined : start + maxCount);
    },
    readFromSqlite(stream, fromRevision, maxCount, rows) {
      if (!trusted) return;
      if (fromRevision === 0 && rows.length > 0) {
        firstRows.set(stream, rows[0]);
        if (firstRows.size > maxStreams) firstRows.delete(firstRows.keys().next().value!);
      }
      if (maxCount >= 0 && rows.length >= maxCount) return;
      const known = streams.get(stream);
      if (known && known.from <= fromRevision) return;
      keep(stream, { from: fromRevision, rows });
    },
    committed(headBefore, stored) {
      if (headBefore === null) return clear();
      if (!trusted || headBefore !== head) {
        // First group, or someone else wrote since the last one: only what follows is known.
        clear();
        trusted = true;
        tailFrom = headBefore;
      }
      for (const row of stored) {
        if (row[0] !== tailFrom + tail.length + 1) {
          // Not contiguous (should not happen inside one write lock): keep only from here on.
          tail = [];
          tailFrom = row[0] - 1;
        }
        tail.push(row);
        addToStream(row);
        if (row[2] === 0 && firstRows.size < maxStreams) firstRows.set(row[1], row);
      }
      head = tailFrom + tail.length;
      if (tail.length > tailRows * 2) {
        tailFrom += tail.length - tailRows;
        tail = tail.slice(tail.length - tailRows);
      }
    },
    staleStream: forget,
    polledHead(polled) {
      if (trusted && polled !== head) clear();
    },
    clear,
  };
}
