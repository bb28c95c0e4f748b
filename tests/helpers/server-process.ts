// Starts the real server as a separate Node process (`backend/main.ts`), for tests that kill it or run several at once.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then waits for the exit (a process already gone resolves at once). */
  stop(): Promise<void>;
}

/**
 * Starts `backend/main.ts` with `env` on a free port; resolves once it listens (it prints its address). `entry: 'start'`
 * runs it as `npm start` does: bundled by backend/start.mjs.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000, entry: 'tsx' | 'start' = 'tsx'): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, entry === 'tsx' ? ['--import', 'tsx', 'backend/main.ts'] : ['backend/start.mjs'], {
    env: { ...process.env, RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const collect = (d: Buffer) => {
      output += d.toString();
      if (output.includes('http://localhost')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
