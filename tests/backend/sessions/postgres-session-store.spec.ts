// The PostgreSQL session store shared by instances: an active session is answered from memory, and another instance's
// change to it (a sign-out, a revocation of all a user's sessions) is seen once its notice is heard; `reread` and a lost
// LISTEN connection go to the table.
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPostgresSessionStore, SESSIONS_CHANNEL } from '@backend/sessions/postgres-session-store';
import type { SessionRecord, SessionStore } from '@backend/sessions/session-store';
import { requirePostgres } from '../../helpers/postgres';

const active = (id: string, userId = 'u1'): SessionRecord => ({ id, userId, state: 'active', createdAt: 1, lastSeenAt: 2, endedAt: null });

const until = async (what: string, ok: () => Promise<boolean>) => {
  const started = Date.now();
  while (!(await ok())) {
    if (Date.now() - started > 5000) assert.unreachable(`waited 5 s for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

requirePostgres('PostgreSQL session store', (cluster) => {
  const test = suite<{ url: string; a: SessionStore; b: SessionStore; admin: pg.Client }>('PostgreSQL session store');

  /** How many connections of this database listen for session changes. */
  const listeners = async (admin: pg.Client) =>
    (await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN ${SESSIONS_CHANNEL}' AND datname = current_database()`)).rows[0].n as number;
  /** A change no instance hears of (the triggers off): only a read of the table sees it. */
  const unheard = async (admin: pg.Client, sql: string) => {
    await admin.query('ALTER TABLE sessions DISABLE TRIGGER USER');
    await admin.query(sql);
    await admin.query('ALTER TABLE sessions ENABLE TRIGGER USER');
  };

  test.before(async (ctx) => {
    ctx.url = await (await cluster()).createDatabase('sessions_cache');
    ctx.a = await createPostgresSessionStore(ctx.url);
    ctx.b = await createPostgresSessionStore(ctx.url);
    ctx.admin = new pg.Client({ connectionString: ctx.url });
    await ctx.admin.connect();
    await until('both instances to listen', async () => (await listeners(ctx.admin)) === 2);
  });
  test.after(async (ctx) => {
    await ctx.admin?.end();
    await ctx.a?.close();
    await ctx.b?.close();
  });

  test('an active session is answered from memory: a change nobody was told of is not seen, except by reread', async ({ a, b, admin }) => {
    await a.put(active('s1'));
    await until('B to keep it', async () => {
      await b.get('s1');
      await unheard(admin, `UPDATE sessions SET last_seen_at = last_seen_at + 1 WHERE id = 's1'`);
      return (await b.get('s1'))!.lastSeenAt < (await b.reread!('s1'))!.lastSeenAt;
    });
    await unheard(admin, `UPDATE sessions SET state = 'revoked', ended_at = 3 WHERE id = 's1'`);
    assert.is((await b.get('s1'))?.state, 'active', 'from memory');
    assert.is((await b.reread!('s1'))?.state, 'revoked', 'reread goes to the table');
  });

  test("another instance's sign-out and revocation are seen once heard; its own writes at once", async ({ a, b }) => {
    await a.put(active('s2'));
    await a.put(active('s3', 'u3'));
    await a.put(active('s4', 'u3'));
    for (const id of ['s2', 's3', 's4']) assert.is((await b.get(id))?.state, 'active');
    await a.put({ ...active('s2'), state: 'signedOut', endedAt: 5 });
    await until('the sign-out on A to reach B', async () => (await b.get('s2'))?.state === 'signedOut');
    assert.is(await a.endAllFor('u3', 'revoked', 6, 's4'), 1);
    await until('the revocation on A to reach B', async () => (await b.get('s3'))?.state === 'revoked');
    assert.is((await b.get('s4'))?.state, 'active', 'the session that asked stays');
    await b.put({ ...active('s4', 'u3'), lastSeenAt: 9 });
    assert.is((await b.get('s4'))?.lastSeenAt, 9, "B's own write, read back at once");
    assert.is(await b.endAllFor('u3', 'revoked', 10), 1);
    assert.is((await b.get('s4'))?.state, 'revoked', "B's own revocation, at once");
  });

  test('while its LISTEN connection is down an instance reads the table, and keeps nothing from before', async ({ a, b, admin }) => {
    await a.put(active('s5'));
    await b.get('s5');
    await unheard(admin, `UPDATE sessions SET state = 'revoked', ended_at = 3 WHERE id = 's5'`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN ${SESSIONS_CHANNEL}' AND datname = current_database()`);
    await until('B to read the table again', async () => (await b.get('s5'))?.state === 'revoked');
    await until('both to listen again', async () => (await listeners(admin)) === 2);
  });

  test.run();
});
