// Proves that the import-cycle rule in eslint.config.js (`arch/no-import-cycles`) fires: pointed (option `root`) at the
// fixture tree tests/lint/fixtures/cycles/, whose README lists its cycles, it reports the import that closes each run-time
// cycle (relative, alias, folder index or dynamic import) and nothing for type-only cycles or a diamond without a cycle.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const fixture = resolve(repoRoot, 'tests/lint/fixtures/cycles');
const RULE = 'arch/no-import-cycles';

/** The cycle rule's reports over the fixture tree: "file:line message" (file relative to the fixture). */
async function cycleReports(root: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { [RULE]: ['error', { root }] } } });
  const results = await eslint.lintFiles([`${fixture}/**/*.ts`]);
  const fatal = results.flatMap((r) => r.messages.filter((m) => m.fatal).map((m) => `${r.filePath}: ${m.message}`));
  assert.equal(fatal, [], 'parse errors in the fixture');
  return results
    .flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath.slice(fixture.length + 1)}:${m.line} ${m.message}`))
    .sort();
}

test('reports the import that closes each run-time cycle, and nothing else', async () => {
  assert.equal(await cycleReports(fixture), [
    'backend/lazy/index.ts:1 Import cycle: backend/lazy/adapter.ts → backend/lazy/index.ts → backend/lazy/adapter.ts. Move what both sides need into a lower module, or split one of them.',
    'backend/y/c.ts:1 Import cycle: backend/x/a.ts → backend/x/b.ts → backend/y/c.ts → backend/x/a.ts. Move what both sides need into a lower module, or split one of them.',
  ]);
});

test('type-only imports make no cycle; a diamond is no cycle', async () => {
  const reports = await cycleReports(fixture);
  assert.equal(reports.filter((r) => r.startsWith('backend/types/') || r.startsWith('backend/ok/') || r.startsWith('domain/')), []);
});

test('the rule reads the tree it is given: the fixture files are no part of the repository graph', async () => {
  assert.equal(await cycleReports(repoRoot), []);
});

test('the repository lints with the rule on (its own graph has no cycle: npm run lint)', async () => {
  const eslint = new ESLint({ cwd: repoRoot });
  const config = await eslint.calculateConfigForFile(resolve(repoRoot, 'backend/core.ts'));
  assert.equal(config.rules?.[RULE]?.[0], 2);
});

test.run();
