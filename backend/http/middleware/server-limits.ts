// Keeps the server answering under connection floods: short header/request/keep-alive timeouts checked every second, a total
// connection cap below the process's file limit, and a per-address cap (when clients connect directly, not through a proxy).
import type { Server, Socket } from 'node:net';
import type { Server as HttpServer } from 'node:http';

export interface ServerLimits {
  /** A client must send its request headers within this time (Node's default is 60 s). */
  headersTimeoutMs: number;
  /** A whole request must arrive within this time. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection closes after this time. */
  keepAliveTimeoutMs: number;
  /** Connections held at once, in all. */
  maxConnections: number;
  /** Connections held at once by one address; 0 = no per-address cap (behind a proxy every client has the proxy's address). */
  maxConnectionsPerAddress: number;
}

/** `trustProxyHops` (TRUST_PROXY): behind proxies every connection comes from one of them, so no per-address cap. */
export const defaultServerLimits = (trustProxyHops: number): ServerLimits => ({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: trustProxyHops > 0 ? 0 : 256,
});

export function applyServerLimits(server: HttpServer, limits: ServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  if (limits.maxConnectionsPerAddress > 0) capPerAddress(server, limits.maxConnectionsPerAddress);
}

/** Drops a new connection at once when its address already holds `max` (a single host cannot starve everyone else). */
function capPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
