// The API reference in Markdown (docs/api.md), rendered from the OpenAPI document: by tag, each operation with who may call
// it, its path and query parameters, its body's fields (type, required, limits) and the errors it can answer.
type Json = Record<string, unknown>;
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; enum?: unknown[]; const?: unknown; format?: string; minLength?: number; maxLength?: number; minimum?: number; maximum?: number; minItems?: number; maxItems?: number; anyOf?: Schema[]; allOf?: Schema[]; default?: unknown };
type Operation = { summary: string; description?: string; tags: string[]; parameters?: Array<{ name: string; in: string; required: boolean; schema: Schema }>; requestBody?: { content: { 'application/json': { schema: Schema } } }; responses: Record<string, { description: string }> };

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function typeOf(s: Schema): string {
  if (s.const !== undefined) return `\`${JSON.stringify(s.const)}\``;
  if (s.enum) return s.enum.map((v) => `\`${JSON.stringify(v)}\``).join(' | ');
  if (s.anyOf) return s.anyOf.map(typeOf).join(' or ');
  if (s.type === 'array') return `${s.items ? typeOf(s.items) : 'any'}[]`;
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? 'any');
  return s.format ? `${type} (${s.format})` : type;
}

function limitsOf(s: Schema): string {
  const parts: string[] = [];
  if (s.minLength !== undefined || s.maxLength !== undefined) parts.push(`${s.minLength ?? 0}–${s.maxLength ?? '∞'} characters`);
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? '−∞'}–${s.maximum ?? '∞'}`);
  if (s.minItems !== undefined || s.maxItems !== undefined) parts.push(`${s.minItems ?? 0}–${s.maxItems ?? '∞'} items`);
  if (s.default !== undefined) parts.push(`default ${JSON.stringify(s.default)}`);
  return parts.join('; ');
}

/** The fields of an object schema (all parts of an allOf together). */
function fieldsOf(schema: Schema): Array<[string, Schema, boolean]> {
  const parts = schema.allOf ?? [schema];
  return parts.flatMap((part) => Object.entries(part.properties ?? {}).map(([name, s]): [string, Schema, boolean] => [name, s, (part.required ?? []).includes(name)]));
}

function renderOperation(op: Operation): string[] {
  const lines = [`### \`${op.summary}\``, '', op.description ?? 'Anyone (no session needed).', ''];
  const params = op.parameters ?? [];
  const body = op.requestBody?.content['application/json'].schema;
  const rows = [
    ...params.map((p) => [p.name, p.in, typeOf(p.schema), p.required ? 'yes' : '', limitsOf(p.schema)]),
    ...(body ? fieldsOf(body).map(([name, s, required]) => [name, 'body', typeOf(s), required ? 'yes' : '', limitsOf(s)]) : []),
  ];
  if (rows.length) lines.push('| field | in | type | required | limits |', '|---|---|---|---|---|', ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`), '');
  const errors = Object.entries(op.responses).filter(([status]) => !status.startsWith('2'));
  lines.push(`Answers: ${Object.keys(op.responses).filter((s) => s.startsWith('2')).join(', ')}${errors.length ? `; errors ${errors.map(([status, r]) => `${status} (${r.description})`).join(', ')}` : ''}.`, '');
  return lines;
}

export function apiReferenceMarkdown(document: Json): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const byTag = new Map<string, Operation[]>();
  for (const ops of Object.values(paths)) for (const op of Object.values(ops)) byTag.set(op.tags[0], [...(byTag.get(op.tags[0]) ?? []), op]);
  const count = [...byTag.values()].reduce((n, ops) => n + ops.length, 0);
  const lines = [
    '# API reference',
    '',
    `Generated from \`GET /api/openapi.json\` (OpenAPI 3.1, version ${(document.info as { version: string }).version}), which the server makes at start from its routers and their zod schemas: **do not edit by hand** — run \`npm run docs:api\` (a test fails when this page is not what the routers make). ${count} operations.`,
    '',
    'JSON in and out; mutations need `Content-Type: application/json`. The session is the `ifh.sid` cookie set by `POST /api/register` and `POST /api/login`. Errors are `{ "message": "…", "errors"?: { "<field>": "<message>" } }`.',
    '',
  ];
  for (const tag of [...byTag.keys()].sort()) lines.push(`## ${tag}`, '', ...byTag.get(tag)!.flatMap(renderOperation));
  return `${lines.join('\n').trimEnd()}\n`;
}
