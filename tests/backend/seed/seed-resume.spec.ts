// Spec: a first start that dies while seeding leaves no half-seeded store — the next start resumes and ends with exactly
// what an uninterrupted seeding writes (no duplicates, nothing missing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { configFromEnv, type Config } from '@backend/config';
import { startCore } from '@backend/core';
import type { EventStore } from '@backend/events/event-store';

const test = suite('seeding resumes after a crash');

const configFor = (dataDir: string): Config => ({ ...configFromEnv({}), dataDir, adminPassword: 'admin-password-for-tests', seedDemo: true, webDist: null });

/** An event store that "dies" (throws on every append) after `appends` successful appends. */
const dyingAfter = (appends: number) => (events: EventStore): EventStore => {
  let left = appends;
  return {
    ...events,
    async append(stream, batch, options) {
      if (left-- <= 0) throw new Error('simulated crash');
      return events.append(stream, batch, options);
    },
  };
};

/** What a store holds, per event type, and the read models' sizes. */
async function census(dataDir: string) {
  const core = await startCore(configFor(dataDir), () => undefined);
  try {
    const counts: Record<string, number> = {};
    // E-mail delivery attempts (EmailSendStarted/EmailSent/EmailFailed) follow the clock of the sender, not the seeding;
    // the messages themselves (EmailQueued) are counted.
    const delivery = new Set(['EmailSendStarted', 'EmailSent', 'EmailFailed']);
    for (const e of await core.deps.events.readAll('', 100_000)) if (!delivery.has(e.type)) counts[e.type] = (counts[e.type] ?? 0) + 1;
    const sizes: Record<string, number> = {};
    for (const name of ['users', 'internships', 'applications', 'blogPosts', 'companyRequests']) sizes[name] = await core.deps.readStore.collection(name).count();
    return { counts, sizes };
  } finally {
    await core.close();
  }
}

test('crashes at several points of the first start; each next start completes the same seeding', async () => {
  const clean = mkdtempSync(join(tmpdir(), 'ifh-seed-clean-'));
  try {
    const expected = await census(clean);
    assert.ok(expected.counts.BlogPostCreated >= 6 && expected.counts.ApplicationSubmitted >= 5, JSON.stringify(expected.counts));
    for (const crashAfter of [1, 25, 60]) {
      const dir = mkdtempSync(join(tmpdir(), 'ifh-seed-crash-'));
      try {
        let failed = false;
        try {
          await startCore(configFor(dir), () => undefined, { wrapEvents: dyingAfter(crashAfter) });
        } catch {
          failed = true;
        }
        assert.ok(failed, `the first start died after ${crashAfter} appends`);
        const resumed = await census(dir);
        // Sign-in-free seeding: the same events (reactor follow-ups included) and read models as an uninterrupted one.
        assert.equal(resumed.sizes, expected.sizes, `read models after a crash at append ${crashAfter}`);
        assert.equal(resumed.counts, expected.counts, `events after a crash at append ${crashAfter}`);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(clean, { recursive: true, force: true });
  }
});

test.run();
