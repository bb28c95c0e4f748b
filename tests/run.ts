// `npm test`: runs every suite (unit, property, contract, API, then browser), sums them and ends with `N passed, N failed`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

interface Outcome {
  passed: number;
  failed: number;
  skipped: number;
}

function runUvu(label: string, dir: string, pattern: string, extra: string[] = []): Promise<Outcome> {
  return new Promise((done) => {
    console.log(`\n=== ${label} ===`);
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('node_modules/uvu/bin.js'), dir, pattern, '-c=false', ...extra], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const num = (name: string) => Number(out.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? NaN);
      const total = num('Total');
      const passed = num('Passed');
      const skipped = num('Skipped') || 0;
      if (Number.isNaN(total) || Number.isNaN(passed)) {
        console.log(`${label}: the runner ended (exit ${code}) without a summary; counted as one failure`);
        return done({ passed: 0, failed: 1, skipped: 0 });
      }
      const failed = total - passed - skipped + (code !== 0 && total === passed + skipped ? 1 : 0);
      done({ passed, failed, skipped });
    });
  });
}

async function buildSpa() {
  console.log('\n=== building the SPA (and its server entry) for the page and browser tests ===');
  const { build } = await import('vite');
  await build({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn' });
}

const only = process.argv[2];
const outcomes: Outcome[] = [];
// Built first: the API tests of served pages read it too (their heads, the pre-rendered HTML).
await buildSpa();
if (!only || only === 'unit') outcomes.push(await runUvu('unit, property, contract and API tests', 'tests', '\\.spec\\.ts$', ['-i', 'e2e']));
if (!only || only === 'e2e') {
  if (!existsSync('/usr/bin/chromium')) {
    console.log('browser tests: /usr/bin/chromium is missing (apt-get install -y chromium); counted as one failure');
    outcomes.push({ passed: 0, failed: 1, skipped: 0 });
  } else {
    outcomes.push(await runUvu('browser tests (Playwright, Chromium)', 'tests/e2e', '\\.e2e\\.ts$'));
  }
}
const sum = outcomes.reduce((a, o) => ({ passed: a.passed + o.passed, failed: a.failed + o.failed, skipped: a.skipped + o.skipped }), { passed: 0, failed: 0, skipped: 0 });
if (sum.passed + sum.failed === 0) sum.failed = 1;
console.log(`\n${sum.passed} passed, ${sum.failed} failed${sum.skipped ? `, ${sum.skipped} skipped` : ''}`);
process.exit(sum.failed > 0 ? 1 : 0);
