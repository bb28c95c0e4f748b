// A throwaway PostgreSQL cluster for tests and the bench: initdb into a temp dir, start on a free port, remove at exit.
// As root (CI) the server runs as the `postgres` user through runuser, since PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  port: number;
  dir: string;
  /** A connection URL for one database of the cluster. */
  url(database?: string): string;
  /**
   * A fresh schema (cheap) in a database shared by this process, as a URL whose search_path points at it: tables of
   * one test never meet another's. The database collates like createDatabase's.
   */
  createSchema(label?: string): Promise<string>;
  /**
   * Creates an empty database with a unique name and answers its URL. Its default collation is ICU's en-US (not
   * byte order) when the server has ICU, so that tests catch string comparisons that forget COLLATE "C".
   */
  createDatabase(label?: string): Promise<string>;
  /** Stops the server at once and removes its files. */
  stop(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      });
  });

const asRoot = process.getuid?.() === 0;
/** The command line of one PostgreSQL binary, run as the `postgres` user when this process is root. */
function binary(name: string, args: string[]): [string, string[]] {
  const path = join(POSTGRES_BIN, name);
  return asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
}
const runBinary = (name: string, args: string[]) => execFileSync(...binary(name, args), { stdio: ['ignore', 'pipe', 'pipe'] });

export function postgresAvailable(): boolean {
  return existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'));
}

export interface ClusterOptions {
  /**
   * Turn off fsync and synchronous commit: fine for tests (they kill app processes, never the machine), and several
   * times faster. The bench keeps PostgreSQL's defaults.
   */
  fast?: boolean;
}

export async function startPostgresCluster(options: ClusterOptions = {}): Promise<PostgresCluster> {
  if (!postgresAvailable()) throw new Error(`PostgreSQL binaries not found in ${POSTGRES_BIN} (apt-get install -y postgresql-15)`);
  const dir = mkdtempSync(join(tmpdir(), 'ifh-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  const stop = () => {
    if (running) spawnSync(...binary('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']), { stdio: 'ignore' });
    running = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runBinary('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=300',
      ...(options.fast ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
    ];
    runBinary('pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
    running = true;
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start PostgreSQL: ${(error as Error).message} ${stderr}`, { cause: error });
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  let schemas = 0;
  let schemaDatabase: Promise<string> | null = null;
  const createDatabase = async (label = 'test') => {
    const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${process.pid}_${++databases}`;
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      await client
        .query(`CREATE DATABASE "${name}" LOCALE_PROVIDER icu ICU_LOCALE 'en-US' LOCALE 'C.UTF-8' TEMPLATE template0`)
        .catch(() => client.query(`CREATE DATABASE "${name}"`));
    } finally {
      await client.end();
    }
    return url(name);
  };
  return {
    port,
    dir,
    url,
    createDatabase,
    async createSchema(label = 'test') {
      schemaDatabase ??= createDatabase('schemas');
      const base = await schemaDatabase;
      const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${++schemas}`;
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA "${name}"`);
      } finally {
        await client.end();
      }
      return `${base}?options=${encodeURIComponent(`-c search_path=${name}`)}`;
    },
    stop,
  };
}

const postgresUser = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
  gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
});

let shared: Promise<PostgresCluster> | null = null;
/** Makes `cluster` the one sharedPostgresCluster answers (the bench brings a durable one). */
export function useSharedPostgresCluster(cluster: PostgresCluster): void {
  shared = Promise.resolve(cluster);
}

/** One fast cluster per test process, started on first use and stopped when the process exits. */
export function sharedPostgresCluster(): Promise<PostgresCluster> {
  shared ??= startPostgresCluster({ fast: true }).then((cluster) => {
    process.once('exit', () => cluster.stop());
    return cluster;
  });
  return shared;
}

/**
 * Registers PostgreSQL suites: always, on the shared throwaway cluster. Where the binaries are missing this registers
 * one failing test that says so, rather than skipping quietly (CI installs postgresql-15 like it installs Chromium).
 */
export function requirePostgres(label: string, register: (cluster: () => Promise<PostgresCluster>) => void): void {
  if (postgresAvailable()) return register(sharedPostgresCluster);
  const missing = suite(label);
  missing(`PostgreSQL 15 binaries in ${POSTGRES_BIN}`, () => {
    assert.unreachable(`${POSTGRES_BIN}/initdb is missing: apt-get install -y postgresql-15 (or set POSTGRES_BIN)`);
  });
  missing.run();
}
