// What the benchmark's parts share: printing a figure, the generated log (made once, copied for each app), signing in.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { client } from '../tests/helpers/http';
import { generateLog } from './generate-log';
import { round, type LoadResult } from './load';
import type { Manifest } from './manifest';

export const WORK = resolve('.tmp/bench');

export const line = (label: string, text: string) => console.log(`${label.padEnd(46)} ${text}`);
export const fmt = (r: { rps: number; p50: number; p99: number }) =>
  `${String(r.rps).padStart(6)}/s  p50 ${String(r.p50).padStart(6)} ms  p99 ${String(r.p99).padStart(7)} ms`;
export const ratio = (app: LoadResult, bare: LoadResult) => ({ throughput: round(app.rps / bare.rps), p99: round(app.p99 / Math.max(bare.p99, 1)) });

/** The value after `--name` on the command line, or `fallback`. */
export const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** The generated log for `events` events, made once and kept under .tmp/bench. */
export async function theLog(events: number): Promise<{ file: string; manifest: Manifest }> {
  mkdirSync(WORK, { recursive: true });
  // The log's shape is in its name: a change to the generator makes a new one.
  const file = join(WORK, `log-v4-${events}.sqlite`);
  if (!existsSync(`${file}.manifest.json`)) {
    rmSync(file, { force: true });
    console.log(`Generating a log of ${events.toLocaleString('en')} events through the event store port…`);
    const started = performance.now();
    await generateLog(file, events, console.log);
    line('log generated', `${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { file, manifest: JSON.parse(readFileSync(`${file}.manifest.json`, 'utf8')) as Manifest };
}

/** A private copy of the log for an app to write to: the data directory it starts on. */
export function copyLog(file: string, name: string): string {
  const dir = join(WORK, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(file, join(dir, 'events.sqlite'));
  return dir;
}

/** Signs in over HTTP and answers the session's Cookie header. */
export async function signIn(url: string, login: string, password: string): Promise<string> {
  const c = client(url);
  const res = await c.post('/api/login', { username: login, password });
  if (res.status !== 200) throw new Error(`sign-in of ${login} answered ${res.status}: ${res.text}`);
  return c.cookieHeader();
}

/** `op` over `items`, `size` at a time. */
export async function inBatches<T, R>(items: readonly T[], size: number, op: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(op))));
  return out;
}
