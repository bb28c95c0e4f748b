// What the server answers when Node refuses a request before the app sees it: a method Node's parser does not know (TRACK,
// FOO…) and CONNECT get 405 with an Allow header, as the app answers methods it does not serve (method-not-allowed.ts); a
// request that did not arrive in time gets Node's 408, logged once a minute; anything else gets Node's own answer.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_METHODS, METHOD_NOT_ALLOWED, PAGE_METHODS } from './method-not-allowed';
import type { LogOncePerMinute } from '@backend/log-once-per-minute';

const head = (status: string, headers: string[] = []) => [`HTTP/1.1 ${status}`, ...headers, 'Connection: close', '', ''].join('\r\n');

/** Node's own answers to the parser's errors (node:_http_server), which a 'clientError' listener takes over. */
const NODE_ANSWERS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: head('431 Request Header Fields Too Large'),
  HPE_CHUNK_EXTENSIONS_OVERFLOW: head('413 Payload Too Large'),
  ERR_HTTP_REQUEST_TIMEOUT: head('408 Request Timeout'),
};
const BAD_REQUEST = head('400 Bad Request');

/** 405 for a request to `target`: JSON `{ message }` under /api, plain text elsewhere, with the methods served there. */
function methodNotAllowed(target: string): string {
  const api = target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
  const [allowed, type, body] = api
    ? [API_METHODS, 'application/json; charset=utf-8', JSON.stringify({ message: METHOD_NOT_ALLOWED })]
    : [PAGE_METHODS, 'text/plain; charset=utf-8', 'Method Not Allowed'];
  return head('405 Method Not Allowed', [`Allow: ${allowed.join(', ')}`, `Content-Type: ${type}`, `Content-Length: ${Buffer.byteLength(body)}`]) + body;
}

/** The request target of the refused bytes ("TRACK /api/x HTTP/1.1" → "/api/x"). */
const targetOf = (rawPacket: unknown) => (Buffer.isBuffer(rawPacket) ? /^\S+ (\S+)/.exec(rawPacket.toString('latin1'))?.[1] : undefined) ?? '/';

export function answerClientErrors(server: Server, logOncePerMinute: LogOncePerMinute): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex & { _httpMessage?: { headersSent?: boolean } }) => {
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') logOncePerMinute('request timeout', 'a request did not arrive in time (its headers or its body too slow): answered 408');
    // As Node does: answer only when no answer to this connection has begun.
    if (socket.writable && !socket._httpMessage?.headersSent)
      socket.write(error.code === 'HPE_INVALID_METHOD' ? methodNotAllowed(targetOf(error.rawPacket)) : (NODE_ANSWERS[error.code ?? ''] ?? BAD_REQUEST));
    socket.destroy(error);
  });
  // CONNECT asks for a tunnel, which Node hands to this event rather than to the app; without a listener it drops the connection.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(methodNotAllowed(req.url ?? '/'));
  });
}
