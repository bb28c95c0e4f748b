// A Server-Sent Events reader for API tests: opens a stream with a session cookie (and a Last-Event-ID), parses its frames,
// and waits for the next one that matches.
import { request } from 'node:http';

export interface SseFrame {
  id: string | null;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  frames: SseFrame[];
  /** The next frame (after those already taken by earlier calls) that matches, within the time; throws otherwise. */
  next(match?: (f: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  /** Resolves with no frame matching within the time (a quiet stream); throws if one comes. */
  quiet(match: (f: SseFrame) => boolean, ms: number): Promise<void>;
  close(): void;
}

export function openSse(url: string, cookie: string, lastEventId?: string): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const req = request(url, { headers }, (res) => {
      const frames: SseFrame[] = [];
      let taken = 0;
      let buffer = '';
      const wakers = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const frame: SseFrame = { id: null, event: 'message', data: '' };
          let any = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line) continue;
            const i = line.indexOf(':');
            const [field, value] = i < 0 ? [line, ''] : [line.slice(0, i), line.slice(i + 1).replace(/^ /, '')];
            if (field === 'id') frame.id = value;
            else if (field === 'event') frame.event = value;
            else if (field === 'data') frame.data += value;
            else continue;
            any = true;
          }
          if (any && (frame.id !== null || frame.data || frame.event !== 'message')) frames.push(frame);
          for (const w of wakers) w();
        }
      });
      const find = (match: (f: SseFrame) => boolean) => {
        for (let i = taken; i < frames.length; i++)
          if (match(frames[i])) {
            taken = i + 1;
            return frames[i];
          }
        return null;
      };
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        next(match = () => true, timeoutMs = 10_000) {
          return new Promise((ok, fail) => {
            const found = find(match);
            if (found) return ok(found);
            const timer = setTimeout(() => (wakers.delete(check), fail(new Error(`no matching frame in ${timeoutMs} ms; got ${JSON.stringify(frames)}`))), timeoutMs);
            const check = () => {
              const f = find(match);
              if (!f) return;
              clearTimeout(timer);
              wakers.delete(check);
              ok(f);
            };
            wakers.add(check);
          });
        },
        quiet(match, ms) {
          return new Promise((ok, fail) => setTimeout(() => (frames.slice(taken).some(match) ? fail(new Error(`unexpected frame: ${JSON.stringify(frames)}`)) : ok()), ms));
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', (e) => (e.message.includes('socket hang up') ? undefined : reject(e)));
    req.end();
  });
}
