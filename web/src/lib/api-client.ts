// The one fetch wrapper of the SPA: JSON with cookies, and SPEC §8's error rule (message, else error, else status text).

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
    throw new ApiError('The server sent an unreadable answer', res.status);
  }
}

async function send(method: string, path: string, body?: unknown): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined && method === 'GET' ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
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

/** A GET that answers null instead of failing on 401 (SPEC §7: "a 401 gives no user instead of an error"). */
export async function getOrNullOn401<T>(path: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => apiRequest<T>('POST', path, body),
  patch: <T>(path: string, body: unknown = {}) => apiRequest<T>('PATCH', path, body),
  delete: <T = void>(path: string) => apiRequest<T>('DELETE', path),
};
