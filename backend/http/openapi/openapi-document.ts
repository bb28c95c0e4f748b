// The OpenAPI 3.1 document of the API, made from the routers themselves (never written by hand): every route's path and
// methods, its body and query schemas (the zod schemas its middleware validates with, as JSON Schema 2020-12), who may call
// it, and the errors it can answer (DESIGN.md §2's `{ message, errors? }`).
import type Router from '@koa/router';
import { z } from 'zod';
import { docOf, type RouteDoc } from './route-doc';

type Json = Record<string, unknown>;

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR } } });

/** `/api/internships/:id` → `/api/internships/{id}`, with its parameter names. */
function openApiPath(path: string): { path: string; params: string[] } {
  const params: string[] = [];
  const converted = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (params.push(name), `{${name}}`)).replace(/(.)\/$/, '$1');
  return { path: converted || '/', params };
}

const jsonSchema = (schema: z.ZodType): Json => {
  const { $schema: _schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return rest;
};

/** Query parameters from an object schema's properties (anything else documents the query as a whole object). */
function queryParameters(schema: z.ZodType): Json[] {
  const { properties = {}, required = [] } = jsonSchema(schema) as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(properties).map(([name, s]) => ({ name, in: 'query', required: required.includes(name), schema: s }));
}

const tagOf = (path: string) => {
  const [first, second] = path.replace(/^\/api\//, '').split('/');
  return path.startsWith('/api/') ? (first === 'admin' && second ? `admin/${second.replace(/\{.*\}/, '')}` : first) : 'operations';
};

const operationId = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .replace(/^\/api/, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith('{') ? `By${part[1].toUpperCase()}${part.slice(2, -1)}` : part[0].toUpperCase() + part.slice(1)))
    .join('');

function operation(method: string, path: string, params: string[], docs: RouteDoc[]): Json {
  const body = docs.filter((d) => d.body).map((d) => jsonSchema(d.body!));
  const query = docs.flatMap((d) => (d.query ? queryParameters(d.query) : []));
  const auth = docs.find((d) => d.signedIn);
  const who = auth ? (auth.backendAdmin ? 'backend admins (admin1–admin3)' : auth.roles?.length ? `signed-in ${auth.roles.join(' or ')} accounts` : 'any signed-in account') : null;
  const responses: Json = { '2XX': { description: 'Success (JSON)', content: { 'application/json': { schema: {} } } } };
  if (body.length || query.length) responses['400'] = errorResponse('Invalid body or query: `errors` names each field and its message');
  if (auth) responses['401'] = errorResponse('Not signed in');
  if (auth?.roles || auth?.backendAdmin) responses['403'] = errorResponse('Signed in, but not allowed');
  if (params.length) responses['404'] = errorResponse('Not found');
  if (method !== 'GET') responses['409'] = errorResponse('The change conflicts with the current state');
  if (docs.some((d) => d.limited)) responses['429'] = errorResponse('Too many requests: wait the Retry-After seconds');
  if (!Object.keys(responses).some((status) => status.startsWith('4'))) responses['4XX'] = errorResponse('A request the server cannot take (e.g. 405, 413)');
  return {
    operationId: operationId(method, path),
    summary: `${method} ${path}`,
    tags: [tagOf(path)],
    ...(who ? { description: `For ${who}.`, security: [{ session: [] }] } : { security: [] }),
    ...(params.length || query.length
      ? { parameters: [...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })), ...query] }
      : {}),
    ...(body.length ? { requestBody: { required: true, content: { 'application/json': { schema: body.length === 1 ? body[0] : { allOf: body } } } } } : {}),
    responses,
  };
}

export function openApiDocument(routers: readonly Router[], info: { version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const router of routers)
    for (const layer of router.stack) {
      const { path, params } = openApiPath(String(layer.path));
      const docs = layer.stack.map(docOf).filter((d): d is RouteDoc => !!d);
      for (const method of layer.methods.filter((m) => m !== 'HEAD' && m !== 'OPTIONS'))
        (paths[path] ??= {})[method.toLowerCase()] = operation(method, path, params, docs);
    }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  const tags = [...new Set(Object.values(sorted).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags as string[])))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'Internships for Highschoolers API',
      version: info.version,
      description: 'Made from the routers and their zod schemas at start. JSON in and out; mutations need `Content-Type: application/json`; the session is a cookie set by POST /api/login or /api/register.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: tags.map((name) => ({ name, description: `The ${name} routes.` })),
    paths: sorted,
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ifh.sid', description: 'The signed session cookie (httpOnly, sameSite=lax)' } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per field: its message' } },
        },
      },
    },
  };
}
