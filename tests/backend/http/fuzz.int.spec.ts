// Property over the HTTP API: random and hostile bodies to every mutating route, as every kind of user, never give a 5xx or a
// stack trace, always answer JSON with a message when refused, and never change the log when refused.
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { ACTORS, allActors, type ActorName, type Client } from '../../helpers/actors';
import { concretePath, methodOf, registeredRoutes } from '../../helpers/routes';

const api = suite<{ srv: TestServer; as: Record<ActorName, Client>; statuses: Map<number, number> }>('HTTP fuzz');

/** Values that have broken JSON APIs before: wrong types, huge and odd numbers, markup, prototype keys, deep nesting. */
const hostileScalar = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, '', ' ', '<script>alert(1)</script>', '../../etc/passwd', '\u0000', '𝕏'.repeat(300), '%s%n', 'NaN', '1e999', '2026-13-45'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
);
const fieldNames = fc.constantFrom(
  'email', 'password', 'username', 'role', 'firstName', 'internshipId', 'status', 'title', 'slug', 'content', 'isActive', 'skills', 'tags',
  'companyName', 'website', 'termsAccepted', 'currentPassword', 'newPassword', 'profileComplete', 'adminNotes', '__proto__', 'constructor', 'prototype',
);
const hostileObject = fc.dictionary(fieldNames, fc.oneof(hostileScalar, fc.array(hostileScalar, { maxLength: 5 }), fc.dictionary(fc.string({ maxLength: 5 }), hostileScalar, { maxKeys: 3 })), { maxKeys: 8 });
const body = fc.oneof(
  { weight: 5, arbitrary: hostileObject.map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.constantFrom('{"a":', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', '{"__proto__":{"isAdmin":true}}', `{"x":"${'a'.repeat(150_000)}"}`, 'null', '"str"', '123') },
);

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.as = await allActors(ctx.srv);
  ctx.statuses = new Map();
});
api.after(async (ctx) => {
  console.log(`HTTP fuzz: ${[...ctx.statuses.values()].reduce((a, b) => a + b, 0)} requests, statuses ${JSON.stringify(Object.fromEntries([...ctx.statuses].sort()))}`);
  await ctx.srv.close();
});

const MUTATING = registeredRoutes().filter((r) => !r.startsWith('GET ') && !/logout|sessions\/end/.test(r));

api('hostile bodies to every mutating route: no 5xx, no stack trace, a message on refusal, nothing written when refused', async ({ srv, as, statuses }) => {
  for (const route of MUTATING)
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(...ACTORS), fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', ''), async (raw, actor, type) => {
        const head = await srv.backend.deps.events.headPosition();
        const res = await as[actor].request(methodOf(route), concretePath(route), raw, type ? { 'content-type': type } : {});
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const where = `${route} as ${actor} with ${type || 'no type'}: ${res.status} ${res.text.slice(0, 150)}`;
        assert.ok(res.status < 500, where);
        assert.not.match(res.text, /\n\s+at |node_modules|\.ts:\d+/, `no stack trace: ${where}`);
        if (res.status >= 400) {
          assert.type(res.body?.message, 'string', where);
          // Nothing of this request's (its correlation id is its request id): the e-mail sender and the reactors may still be
          // writing what earlier, accepted requests caused.
          const requestId = res.headers.get('x-request-id');
          const written = (await srv.backend.deps.events.readAll(head, 1000)).filter((e) => !requestId || e.metadata.correlationId === requestId);
          assert.equal(written.map((e) => `${e.stream} ${e.type}`), [], `nothing written: ${where}`);
        }
      }),
      { numRuns: 80 },
    );
});

api.run();
