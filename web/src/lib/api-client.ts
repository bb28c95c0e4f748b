// The one fetch wrapper of the SPA: JSON with cookies, and SPEC §8's error rule (message, else error, else status text).
import { currentLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

/** JSON, in the page's language: the server's messages come in it, whatever the browser's own languages are. */
const jsonIn = () => ({ Accept: 'application/json', 'Accept-Language': currentLocale() });

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown; errors?: unknown };
    const message =
      (typeof body.message === 'string' && body.message) || (typeof body.error === 'string' && body.error) || res.statusText;
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    return new ApiError(message, res.status, errors);
  } catch (cause) {
    if (text) console.warn(`Could not parse the error body of ${res.url} as JSON`, cause);
    return new ApiError(text || res.statusText, res.status);
  }
}

async function parseBody<T>(res: Response): Promise<T> {
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch (cause) {
    console.warn(`Could not parse the answer of ${res.url} as JSON`, cause);
    throw new ApiError(m.ui_unreadable_answer(), res.status);
  }
}

/** How a request reaches the API: the browser's fetch, or the server's own answers while it pre-renders a page. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used by the server-side renderer (entry-server.tsx) only; the browser always uses fetch. */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await transport(path, {
    method,
    credentials: 'include',
    headers: body === undefined && method === 'GET' ? jsonIn() : { ...jsonIn(), 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await errorFrom(res);
  return res;
}

export async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return parseBody<T>(await send(method, path, body));
}

/** A GET whose answer's headers matter too (X-Total-Count of the admin lists, X-Next-Before of the audit trail). */
export async function getWithHeaders<T>(path: string): Promise<{ body: T; headers: Headers }> {
  const res = await send('GET', path);
  return { body: await parseBody<T>(res), headers: res.headers };
}

/** One page of a paged list (DESIGN §2): the JSON array, the total from X-Total-Count, the next page from `Link: <…>; rel="next"`. */
export interface Page<T> {
  items: T[];
  total: number | null;
  next: string | null;
}

const nextLink = (link: string | null) => link?.match(/<([^>]+)>\s*;\s*rel="?next"?/)?.[1] ?? null;

export async function getPage<T>(path: string): Promise<Page<T>> {
  const res = await send('GET', path);
  const total = res.headers.get('X-Total-Count');
  return { items: (await parseBody<T[]>(res)) ?? [], total: total === null ? null : Number(total), next: nextLink(res.headers.get('Link')) };
}

/** A GET that answers null instead of failing on 401 (SPEC §7: "a 401 gives no user instead of an error"). */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The same, for a GET already on its way (e.g. started by a script before the app). */
export async function answerOrNullOn401<T>(response: Promise<Response>): Promise<T | null> {
  const res = await response;
  if (res.status === 401) return null;
  if (!res.ok) throw await errorFrom(res);
  return parseBody<T>(res);
}

/** A GET whose answer counts whatever its status (GET /readyz says 503 with its checks): the status and the JSON body, if any. */
export async function getAnyStatus<T>(path: string): Promise<{ status: number; body: T | null }> {
  const res = await transport(path, { method: 'GET', credentials: 'include', headers: jsonIn() });
  const body = (await res.json().catch(() => null)) as T | null;
  return { status: res.status, body };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body),
  patch: <T>(path: string, body: unknown = {}) => apiRequest<T>('PATCH', path, body),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};
