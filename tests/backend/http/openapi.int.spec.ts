// GET /api/openapi.json: an OpenAPI 3.1 document made from the routers and their zod schemas. Every /api route the app
// registers is in it (a route added without being documented fails here), it passes Redocly's recommended lint, and what it
// says of bodies, queries and permissions is what the middleware enforces.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { configFromEnv } from '@backend/config';
import { apiReferenceMarkdown } from '@backend/http/openapi/api-reference';
import { documentOfServedRoutes } from '@backend/http/routes/openapi-routes';
import { memoryLimiters } from '@backend/limits/limiter-store';
import { registeredRoutes } from '../../helpers/routes';
import { startTestServer, type TestServer } from '../../helpers/server';

type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: { 'application/json': { schema: { properties?: Record<string, unknown>; required?: string[]; allOf?: unknown[] } } } };
  responses: Record<string, unknown>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const test = suite<{ srv: TestServer; doc: Document }>('OpenAPI document');
test.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const res = await fetch(`${ctx.srv.url}/api/openapi.json`);
  assert.is(res.status, 200);
  ctx.doc = (await res.json()) as Document;
});
test.after(async (ctx) => ctx.srv.close());

const operationOf = (doc: Document, route: string) => {
  const [method, path] = route.split(' ');
  return doc.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
};

test('every /api route the app registers is in the document, and nothing else under /api', ({ doc }) => {
  assert.is(doc.openapi, '3.1.0');
  const routes = registeredRoutes();
  assert.ok(routes.length > 50, `${routes.length} routes`);
  const missing = routes.filter((route) => !operationOf(doc, route));
  assert.equal(missing, [], 'routes missing from the document');
  const documented = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`));
  const extra = documented.filter((route) => route.split(' ')[1].startsWith('/api/') && !routes.includes(route) && route !== 'GET /api/openapi.json');
  assert.equal(extra, [], 'documented but not served');
  for (const route of ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /api/openapi.json']) assert.ok(operationOf(doc, route), route);
  const ids = documented.map((route) => operationOf(doc, route)!.operationId);
  assert.is(new Set(ids).size, ids.length, 'operation ids are unique');
});

test('bodies, queries and permissions come from the middleware', ({ doc }) => {
  const register = operationOf(doc, 'POST /api/register')!;
  const body = register.requestBody!.content['application/json'].schema;
  assert.ok(body.properties && 'email' in body.properties && 'password' in body.properties);
  assert.ok(body.required?.includes('email'));
  assert.equal(register.security, [], 'anyone may sign up');
  assert.ok('429' in register.responses, 'rate-limited');
  const search = operationOf(doc, 'GET /api/internships')!;
  assert.ok(search.parameters?.some((p) => p.in === 'query' && p.name === 'location'));
  assert.ok(search.parameters?.some((p) => p.in === 'query' && p.name === 'cursor'));
  const edit = operationOf(doc, 'PATCH /api/admin/users/:id')!;
  assert.equal(edit.security, [{ session: [] }]);
  assert.ok(['400', '401', '403', '404'].every((s) => s in edit.responses));
  assert.ok(edit.parameters?.some((p) => p.in === 'path' && p.name === 'id' && p.required));
  const profile = operationOf(doc, 'PATCH /api/user')!;
  assert.ok(profile.requestBody!.content['application/json'].schema.allOf, 'the profile fields and the notices switch');
});

test("passes Redocly's recommended lint (no errors)", async ({ doc }) => {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  assert.equal(errors, []);
});

test('docs/api.md is the reference the routers make now (npm run docs:api writes it)', ({ doc }) => {
  const made = documentOfServedRoutes(configFromEnv({}), memoryLimiters());
  assert.equal(made, doc, 'the served document and the one made without a server are the same');
  assert.fixture(readFileSync('docs/api.md', 'utf8'), apiReferenceMarkdown(made));
});

test.run();
