// A tiny HTTP client for API tests: JSON in and out, and a cookie jar per client (one client = one browser).
import { request as httpRequest } from 'node:http';

export interface Res<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export function client(baseUrl: string) {
  let cookies = new Map<string, string>();
  async function request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res<T>> {
    const h: Record<string, string> = { ...headers };
    if (body !== undefined && !('content-type' in h)) h['content-type'] = 'application/json';
    if (cookies.size) h.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(baseUrl + path, { method, headers: h, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed as T, text, headers: res.headers };
  }
  return {
    get: <T = any>(path: string) => request<T>('GET', path),
    post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, body, headers),
    patch: <T = any>(path: string, body?: unknown) => request<T>('PATCH', path, body),
    delete: <T = any>(path: string) => request<T>('DELETE', path),
    request,
    clearCookies: () => (cookies = new Map()),
    cookieHeader: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}

let seq = 0;
export const uniqueEmail = (prefix = 'student') => `${prefix}.${Date.now().toString(36)}.${(seq++).toString(36)}@example.com`;

/** The date `years` years before today (UTC), YYYY-MM-DD: a date of birth of that age today. */
export const bornYearsAgo = (years: number, today = new Date()) =>
  `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getUTCDate(), 28)).padStart(2, '0')}`;
/** An adult student's date of birth (19 today: of age, and within a student's 12 to 20 years). */
export const ADULT_STUDENT_BORN = bornYearsAgo(19);

export const studentBody = (email = uniqueEmail()) => ({
  email,
  username: email,
  password: 'secret123',
  firstName: 'Asha',
  lastName: 'Verma',
  role: 'student',
  location: 'India',
  bio: '',
  profileComplete: false,
  skills: [],
  university: '',
  graduationYear: new Date().getFullYear() + 1,
  fieldOfStudy: '',
  hobbies: [],
});

/** A GET with the given Accept-Encoding, keeping the raw bytes (fetch would decode them). */
export function rawGet(url: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
