// The student's PDF résumé: PUT /api/user/resume (the raw file, Content-Type application/pdf, X-File-Name) → its info;
// DELETE → 204; GET opens the student's own copy. 413 (over 2 MB) and 415 (not a PDF by its bytes) come back as errors
// with the server's message (DESIGN.md §4.0's texts when the answer carries none).
import type { ResumePdfInfo } from '@domain/applications/types';
import { ApiError, apiRequest } from '@/lib/api-client';
import { m } from '@/paraglide/messages.js';

export const MAX_RESUME_BYTES = 2 * 1024 * 1024;
export const TOO_LARGE = 'Your résumé can be at most 2 MB';
export const NOT_A_PDF = 'Please upload a PDF file';

/** A header carries ASCII only: other names go percent-encoded. */
const headerSafe = (name: string) => (/^[\x20-\x7e]*$/.test(name) ? name : encodeURIComponent(name));

async function errorOf(res: Response): Promise<ApiError> {
  const fallback = res.status === 413 ? TOO_LARGE : res.status === 415 ? NOT_A_PDF : res.statusText || m.profile_upload_failed();
  const body = (await res.json().catch(() => null)) as { message?: unknown; error?: unknown } | null;
  const message = (typeof body?.message === 'string' && body.message) || (typeof body?.error === 'string' && body.error) || fallback;
  return new ApiError(message, res.status);
}

export async function uploadResumePdf(file: File): Promise<ResumePdfInfo> {
  if (file.size > MAX_RESUME_BYTES) throw new ApiError(TOO_LARGE, 413);
  const res = await fetch('/api/user/resume', {
    method: 'PUT',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/pdf', 'X-File-Name': headerSafe(file.name) },
    body: file,
  });
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as ResumePdfInfo;
}

export const removeResumePdf = () => apiRequest<void>('DELETE', '/api/user/resume');

/** Opens the student's own PDF in a new tab (the server sends it to its owner only). */
export function openOwnResumePdf() {
  window.open('/api/user/resume', '_blank', 'noopener');
}
