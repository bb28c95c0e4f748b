// Helpers of the privacy tests: raw bytes of the embedded stores, the development mailbox, consent links, read-model dumps.
import Database from 'better-sqlite3';
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { projections } from '@backend/projections';
import type { ReadStore } from '@backend/read-store/read-store';

/** Copies the WAL into the file and truncates it (what SQLite does by itself from time to time). */
export function checkpoint(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The raw bytes of a SQLite file and its WAL, as one buffer (lowercased latin1 text, for case-insensitive searches). */
export function rawText(file: string): string {
  return [file, `${file}-wal`]
    .filter(existsSync)
    .map((f) => readFileSync(f).toString('latin1'))
    .join('\n')
    .toLowerCase();
}

/** Every file under `dir`, at any depth (symbolic links are not followed). */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isDirectory()) files.push(...filesUnder(path));
    else if (stat.isFile()) files.push(path);
  }
  return files;
}

/** The files under `dir` in which any of `needles` occurs (raw bytes, case-insensitively), with the needles found. */
export function filesHolding(dir: string, needles: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file).toString('latin1').toLowerCase();
    const hits = needles.filter((n) => text.includes(n.toLowerCase()));
    if (hits.length) found.push(`${file}: ${hits.join(', ')}`);
  }
  return found;
}

/** Asserts that none of `needles` occurs (case-insensitively) in `haystack`. */
export function assertAbsent(haystack: string, needles: readonly string[], where: string): void {
  for (const needle of needles) assert.not.ok(haystack.includes(needle.toLowerCase()), `"${needle}" found in ${where}`);
}

export function assertPresent(haystack: string, needles: readonly string[], where: string): void {
  for (const needle of needles) assert.ok(haystack.includes(needle.toLowerCase()), `"${needle}" missing from ${where}`);
}

export interface Mail {
  id: string;
  kind: string;
  subjectId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The iCalendar invitation sent with the message, if any. */
  calendar?: string | null;
  at: string;
}

/** The development mailbox's messages (oldest first). */
export function mailbox(dataDir: string): Mail[] {
  const dir = join(dataDir, 'mail');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail)
    .sort((a, b) => a.at.localeCompare(b.at));
}

/** Waits until the mailbox has a message that `match` accepts. */
export async function waitForMail(dataDir: string | readonly string[], match: (m: Mail) => boolean, timeoutMs = 15_000): Promise<Mail> {
  // Several instances on one database: the one whose turn it is to send writes the message into its own mailbox.
  const dirs = typeof dataDir === 'string' ? [dataDir] : dataDir;
  const all = () => dirs.flatMap((dir) => mailbox(dir));
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = all().find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no such mail within ${timeoutMs} ms; the mailbox has: ${all().map((m) => `${m.kind} → ${m.to}`).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The token of the consent link in a message's text. */
export function consentToken(mail: Mail): string {
  const match = /\/consent\/([A-Za-z0-9._-]+)/.exec(mail.text);
  assert.ok(match, `a consent link in: ${mail.text}`);
  return match[1];
}

/** Every read model the projections build, as JSON text (lowercased). */
export async function readModelsText(store: ReadStore): Promise<string> {
  const parts: string[] = [];
  for (const p of projections) parts.push(JSON.stringify(await store.collection(p.name).find({})));
  return parts.join('\n').toLowerCase();
}
