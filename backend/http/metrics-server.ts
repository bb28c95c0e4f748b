// GET /metrics on a port of its own (METRICS_PORT): no token, for a network only the monitoring reaches; nothing else there.
import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export function startMetricsServer(registry: Registry, port: number, onListening?: (port: number) => void): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: this port serves GET /metrics only.');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  server.listen(port, () => onListening?.((server.address() as { port: number }).port));
  return server;
}
