// The README's configuration table lists exactly the environment variables the server and its tools read (backend/):
// a variable read but not listed, or listed but read nowhere, fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const test = suite('configuration');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|mjs|js)$/.test(name) ? [path] : [];
  });
}

/** Every `env.NAME`, `process.env.NAME` and `env['NAME']` in the backend's sources. */
function variablesRead(): Set<string> {
  const names = new Set<string>();
  for (const file of sourcesUnder('backend')) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\])/g)) names.add(m[1] ?? m[2]);
  }
  return names;
}

/** The first column of the table under README.md's "## Configuration". */
function variablesListed(): Set<string> {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration'));
  assert.ok(section, 'README.md has a "## Configuration" section');
  return new Set([...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]));
}

test('every variable the backend reads is in the README table, and the table lists no other', () => {
  const read = variablesRead();
  const listed = variablesListed();
  assert.ok(read.size > 10, `found ${read.size} variables: the scan works`);
  assert.equal([...read].filter((v) => !listed.has(v)).sort(), [], 'read but not in the README table');
  assert.equal([...listed].filter((v) => !read.has(v)).sort(), [], 'in the README table but read nowhere');
});

test.run();
