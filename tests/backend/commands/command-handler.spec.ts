// Specs of handleCommand's `probablyNew`: a new stream is created without being read, and whenever the guess is wrong
// (the stream exists, or the initial state refuses or changes nothing) the answer is the one the stored stream gives.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Decider } from '@domain/shared/decider';
import { conflict, DomainError, notFound } from '@domain/shared/errors';
import { handleCommand, type CommandContext } from '@backend/commands/command-handler';
import type { EventStore } from '@backend/events/event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { commandDeps } from '../../helpers/command-deps';

type Event = { type: 'Opened'; data: { by: string } } | { type: 'Noted'; data: { text: string } };
type Command = { type: 'Open'; by: string } | { type: 'Note'; text: string } | { type: 'OpenQuietly' };
type State = { open: boolean; notes: number };

/** A tiny aggregate: opened once, then notes; OpenQuietly opens a new one but changes nothing on an open one. */
const ledger: Decider<State, Command, Event> = {
  initialState: () => ({ open: false, notes: 0 }),
  evolve: (s, e) => (e.type === 'Opened' ? { ...s, open: true } : { ...s, notes: s.notes + 1 }),
  decide: (c, s) => {
    switch (c.type) {
      case 'Open':
        if (s.open) throw conflict('Already open');
        return [{ type: 'Opened', data: { by: c.by } }];
      case 'OpenQuietly':
        return s.open ? [] : [{ type: 'Opened', data: { by: 'quiet' } }];
      case 'Note':
        if (!s.open) throw notFound('Not open');
        return [{ type: 'Noted', data: { text: c.text } }];
    }
  },
};

async function withStore(run: (ctx: CommandContext, reads: () => number, events: EventStore) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-handle-'));
  const inner = createSqliteEventStore(join(dir, 'events.sqlite'));
  let reads = 0;
  const events: EventStore = { ...inner, readStream: (stream, options) => ((reads += 1), inner.readStream(stream, options)) };
  try {
    await run({ ...commandDeps(events), actor: null, correlationId: 'c', now: () => new Date('2026-01-01T00:00:00Z') }, () => reads, inner);
  } finally {
    await inner.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return (error as DomainError).message;
  }
  return null;
};

test('a new stream is created without reading it', async () => {
  await withStore(async (ctx, reads, events) => {
    const result = await handleCommand(ctx, 'ledger-1', ledger, { type: 'Open', by: 'ann' }, { probablyNew: true });
    assert.is(reads(), 0);
    assert.is(result.appended?.revision, 0);
    assert.equal((await events.readStream('ledger-1')).map((e) => e.data), [{ by: 'ann' }]);
  });
});

test('an existing stream answers as stored: the refusal, the no-op, or the events decided on its state', async () => {
  await withStore(async (ctx, _reads, events) => {
    await handleCommand(ctx, 'ledger-2', ledger, { type: 'Open', by: 'ann' });
    assert.is(await refusal(handleCommand(ctx, 'ledger-2', ledger, { type: 'Open', by: 'bob' }, { probablyNew: true })), 'Already open');
    const quiet = await handleCommand(ctx, 'ledger-2', ledger, { type: 'OpenQuietly' }, { probablyNew: true });
    assert.is(quiet.appended, null);
    // Refused on the initial state, accepted on the stored one.
    const noted = await handleCommand(ctx, 'ledger-2', ledger, { type: 'Note', text: 'hi' }, { probablyNew: true });
    assert.is(noted.appended?.revision, 1);
    assert.equal(noted.state, { open: true, notes: 1 });
    assert.equal((await events.readStream('ledger-2')).map((e) => e.type), ['Opened', 'Noted']);
    // And refused when the stored stream refuses too.
    assert.is(await refusal(handleCommand(ctx, 'ledger-3', ledger, { type: 'Note', text: 'x' }, { probablyNew: true })), 'Not open');
    assert.equal(await events.readStream('ledger-3'), []);
  });
});

test('two creations of one stream at once: one is stored, the other is refused as the stored stream says', async () => {
  await withStore(async (ctx, _reads, events) => {
    const [a, b] = await Promise.allSettled([
      handleCommand(ctx, 'ledger-4', ledger, { type: 'Open', by: 'ann' }, { probablyNew: true }),
      handleCommand(ctx, 'ledger-4', ledger, { type: 'Open', by: 'bob' }, { probablyNew: true }),
    ]);
    assert.equal([a.status, b.status].sort(), ['fulfilled', 'rejected']);
    const refused = (a.status === 'rejected' ? a : b) as PromiseRejectedResult;
    assert.is((refused.reason as DomainError).message, 'Already open');
    assert.is((await events.readStream('ledger-4')).length, 1);
  });
});

test.run();
