// Child processes of the benchmark: the app (backend/main.ts on a copy of the generated log) and the bare Koa ceiling.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { basename, resolve as resolvePath } from 'node:path';
import { createServer } from 'node:net';

export interface Child {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the line that says the server listens. */
  readyMs: number;
  /** Resident memory now, in MB (from /proc). */
  rssMb(): number;
  /** CPU time the process has used so far (user + system), in ms (from /proc: 10 ms steps). */
  cpuMs(): number;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

function cpuMsOf(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : NaN;
}

/** `args`: a TypeScript entry (run through tsx) and its arguments, or a JavaScript one run as it is. */
/** `ready`: the line that says the child listens, or (for a server that logs no such line) its URL, polled until it answers. */
async function startChild(args: string[], env: NodeJS.ProcessEnv, ready: RegExp | string, urlOf: (line: string) => string, logName = basename(args[0])): Promise<Child> {
  const started = performance.now();
  // BENCH_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof"): flags for the app and the bare server, to profile them under load.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const loader = args[0].endsWith('.ts') ? ['--import', 'tsx'] : [];
  // The server's log goes to a file, as it would in production, not through a pipe into this process: reading one JSON
  // line per request here would charge the app's logging to the load generator it shares the machine with.
  mkdirSync(resolvePath('.tmp/bench'), { recursive: true });
  const logFile = resolvePath('.tmp/bench', `${logName.replace(/\W+/g, '-')}.log`);
  const child = spawn(process.execPath, [...flags, ...loader, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', openSync(logFile, 'w'), 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (d: Buffer) => (errors += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const output = () => readFileSync(logFile, 'utf8') + errors;
    const timer = setTimeout(() => {
      clearInterval(poll);
      reject(new Error(`${args[0]} did not start within 600 s:\n${output()}`));
    }, 600_000);
    let asking = false;
    const poll = setInterval(async () => {
      let line: string | undefined;
      if (typeof ready === 'string') {
        if (asking) return;
        asking = true;
        line = await fetch(ready).then((res) => (res.ok ? ready : undefined), () => undefined);
        asking = false;
      } else line = output().split('\n').find((l) => ready.test(l));
      if (!line) return;
      clearInterval(poll);
      clearTimeout(timer);
      resolve(urlOf(line));
    }, 10);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${args[0]} exited with ${code}:\n${output()}`));
    });
  });
  const readyMs = performance.now() - started;
  // However the benchmark ends, its servers end with it.
  process.once('exit', () => child.kill('SIGKILL'));
  return {
    url,
    process: child,
    readyMs,
    rssMb: () => rssOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The real server on `dataDir`, serving the built SPA, started as `npm start` starts it (bundled by backend/start.mjs), as
 * production runs it: a JSON line per request, and the metrics recorded (METRICS_TOKEN set). `logName`: its log file's.
 */
export async function startApp(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}, logName = 'app'): Promise<Child> {
  const port = await freePort();
  const env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'bench-admin-password', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'info', METRICS_TOKEN: 'bench-metrics-token', ...extraEnv };
  return startChild(
    ['backend/start.mjs'],
    env,
    // Below info the server says nothing when it listens: it is asked instead.
    env.LOG_LEVEL === 'info' ? /http:\/\/localhost/ : `http://127.0.0.1:${port}/healthz`,
    () => `http://127.0.0.1:${port}`,
    logName,
  );
}

/** The same server without request logs or metrics (LOG_LEVEL=warn, no METRICS_TOKEN): what they cost is the difference. */
export const startAppWithoutOperations = (dataDir: string, extraEnv: NodeJS.ProcessEnv = {}) =>
  startApp(dataDir, { LOG_LEVEL: 'warn', METRICS_TOKEN: '', ...extraEnv }, 'app-without-operations');

/** The bare Koa server answering the recorded bytes (see bare-server.ts). */
export function startBare(answersFile: string): Promise<Child> {
  return startChild(['bench/bare-server.ts', answersFile], {}, /^listening \d+/, (line) => `http://127.0.0.1:${line.split(' ')[1].trim()}`);
}
