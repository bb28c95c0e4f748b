// Proves that the SPA's lint rules in eslint.config.js fire: `spa/endpoint-owner` rejects an endpoint named in a second
// module (literal or template, `${…}` read as a parameter, the query string left out) and an exported endpoint path, and
// accepts the one owner; `react-hooks/rules-of-hooks` and `react-hooks/exhaustive-deps` report their violations. The
// linted files are virtual (lintText with a filePath in web/src); the other modules the endpoint rule compares with are
// read from a small tree written to a temporary folder (the rule's `root` option), or from the repository itself.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const ENDPOINT_RULE = 'spa/endpoint-owner';

/** A web/src of two modules, each the owner of its endpoints. */
const tree = mkdtempSync(join(tmpdir(), 'web-rules-'));
const OWNERS: Record<string, string> = {
  'web/src/features/things/api/things.ts': [
    `import { api } from '@/lib/api-client';`,
    `const THINGS_PATH = '/api/things';`,
    `export const listThings = () => api.get<string[]>(THINGS_PATH);`,
    `export const thingParts = (id: string, page: number) => api.get<string[]>(\`/api/things/\${encodeURIComponent(id)}/parts?page=\${page}\`);`,
  ].join('\n'),
  'web/src/api/stuff.ts': `import { api } from '@/lib/api-client';\nexport const postStuff = (body: object) => api.post<void>('/api/stuff', body);`,
};
for (const [file, code] of Object.entries(OWNERS)) {
  mkdirSync(dirname(join(tree, file)), { recursive: true });
  writeFileSync(join(tree, file), code);
}

const inTree = new ESLint({ cwd: repoRoot, overrideConfig: { files: ['web/src/**/*.{ts,tsx}'], rules: { [ENDPOINT_RULE]: ['error', { root: tree }] } } });
const inRepo = new ESLint({ cwd: repoRoot });

/** The messages of `ruleId` (every rule when omitted) for `code` linted as the repo file `file`; fails on parse errors. */
async function messages(eslint: ESLint, file: string, code: string, ruleId?: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  assert.equal(
    result.messages.filter((m) => m.fatal).map((m) => m.message),
    [],
    `${file}: parse error`,
  );
  return result.messages.filter((m) => ruleId === undefined || m.ruleId === ruleId).map((m) => `${m.ruleId}: ${m.message}`);
}

test('spa/endpoint-owner rejects an endpoint that another module already calls', async () => {
  const copy = `import { api } from '@/lib/api-client';\nexport const things = () => api.get<string[]>('/api/things');`;
  const errors = await messages(inTree, 'web/src/features/other/api/copy.ts', copy, ENDPOINT_RULE);
  assert.is(errors.length, 1, JSON.stringify(errors));
  assert.ok(errors[0].includes('Endpoint /api/things is also named in web/src/features/things/api/things.ts'), errors[0]);
});

test('spa/endpoint-owner compares templates by their path: `${…}` is a parameter, the query string is left out', async () => {
  const copy = `import { api } from '@/lib/api-client';\nexport const parts = (thing: { id: string }) => api.get<string[]>(\`/api/things/\${thing.id}/parts\`);`;
  const errors = await messages(inTree, 'web/src/features/other/components/parts.tsx', copy, ENDPOINT_RULE);
  assert.is(errors.length, 1, JSON.stringify(errors));
  assert.ok(errors[0].includes('Endpoint /api/things/:param/parts is also named in web/src/features/things/api/things.ts'), errors[0]);
  // A shared module counts like any other: a feature calling web/src/api's endpoint itself is a second owner.
  const post = await messages(
    inTree,
    'web/src/features/other/api/post.ts',
    `export const postStuff = () => fetch('/api/stuff?x=1', { method: 'POST' });`,
    ENDPOINT_RULE,
  );
  assert.is(post.length, 1, JSON.stringify(post));
  assert.ok(post[0].includes('Endpoint /api/stuff is also named in web/src/api/stuff.ts'), post[0]);
});

test('spa/endpoint-owner accepts the one owner, other endpoints, and what is not an endpoint', async () => {
  for (const [file, code] of Object.entries(OWNERS)) assert.equal(await messages(inTree, file, code, ENDPOINT_RULE), [], `${file} owns its endpoints`);
  const other = `import { api } from '@/lib/api-client';\nexport const widgets = () => api.get<string[]>('/api/widgets');\nexport const part = (id: string) => api.get<string>(\`/api/widgets/\${id}\`);`;
  assert.equal(await messages(inTree, 'web/src/features/widgets/api/widgets.ts', other, ENDPOINT_RULE), []);
  // `/api/things/:param` is not `/api/things/:param/parts`; a URL that only mentions /api/ further on is no endpoint.
  const near = `const thing = (id: string) => \`/api/things/\${id}\`;\nexport const first = thing('1');\nexport const docs = 'https://example.com/api/things';\n// GET /api/things (a comment)`;
  assert.equal(await messages(inTree, 'web/src/features/docs/components/links.ts', near, ENDPOINT_RULE), []);
});

test('spa/endpoint-owner rejects an exported endpoint path (other modules would call the endpoint through it)', async () => {
  const exported = `export const WIDGETS_PATH = '/api/widgets';\nexport const widgetPath = (id: string) => \`/api/widgets/\${id}\`;`;
  const errors = await messages(inTree, 'web/src/features/widgets/api/widgets.ts', exported, ENDPOINT_RULE);
  assert.equal(errors, [
    `${ENDPOINT_RULE}: Endpoint path /api/widgets is exported: other modules would call the endpoint through it. Export the query options or the request instead.`,
    `${ENDPOINT_RULE}: Endpoint path /api/widgets/:param is exported: other modules would call the endpoint through it. Export the query options or the request instead.`,
  ]);
});

test('spa/endpoint-owner holds in the repository: the applications query copied into a feature is rejected', async () => {
  const copied = [
    `import { queryOptions } from '@tanstack/react-query';`,
    `import type { Application } from '@domain/applications/types';`,
    `import { api } from '@/lib/api-client';`,
    `export const myApplicationsQueryOptions = () => queryOptions({ queryKey: ['my-applications'], queryFn: () => api.get<Application[]>('/api/applications') });`,
  ].join('\n');
  const errors = await messages(inRepo, 'web/src/features/student-dashboard/api/my-applications.ts', copied, ENDPOINT_RULE);
  assert.is(errors.length, 1, JSON.stringify(errors));
  assert.ok(errors[0].includes('Endpoint /api/applications is also named in web/src/api/applications.ts'), errors[0]);
  const config = await inRepo.calculateConfigForFile(resolve(repoRoot, 'web/src/api/applications.ts'));
  assert.equal(config.rules?.[ENDPOINT_RULE]?.[0], 2);
});

test('react-hooks/rules-of-hooks reports a hook called conditionally', async () => {
  const component = [
    `import { useState } from 'react';`,
    `export function Greeting({ name }: { name?: string }) {`,
    `  if (!name) return null;`,
    `  const [open, setOpen] = useState(false);`,
    `  return <button onClick={() => setOpen(!open)}>{name}</button>;`,
    `}`,
  ].join('\n');
  const errors = await messages(inRepo, 'web/src/features/greeting/components/greeting.tsx', component, 'react-hooks/rules-of-hooks');
  assert.is(errors.length, 1, JSON.stringify(errors));
  assert.ok(errors[0].includes('React Hook "useState" is called conditionally'), errors[0]);
  const fixed = component.replace(
    '  if (!name) return null;\n  const [open, setOpen] = useState(false);',
    '  const [open, setOpen] = useState(false);\n  if (!name) return null;',
  );
  assert.equal(await messages(inRepo, 'web/src/features/greeting/components/greeting.tsx', fixed), []);
});

test('react-hooks/exhaustive-deps reports an effect that leaves out what it reads (an error, as configured)', async () => {
  const component = [
    `import { useEffect } from 'react';`,
    `export function Title({ text }: { text: string }) {`,
    `  useEffect(() => {`,
    `    document.title = text;`,
    `  }, []);`,
    `  return null;`,
    `}`,
  ].join('\n');
  const [result] = await inRepo.lintText(component, { filePath: resolve(repoRoot, 'web/src/features/title/components/title.tsx') });
  const problems = result.messages.filter((m) => m.ruleId === 'react-hooks/exhaustive-deps');
  assert.is(problems.length, 1, JSON.stringify(result.messages));
  assert.is(problems[0].severity, 2);
  assert.ok(problems[0].message.includes("missing dependency: 'text'"), problems[0].message);
});

test.after(() => rmSync(tree, { recursive: true, force: true }));

test.run();
