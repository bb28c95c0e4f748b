// A backend admin revokes a certificate (POST /api/admin/certificates/:id/revoke, DESIGN.md §4.1): its public page then says so.
import type { CertificateView } from '@domain/certificates/types';
import { api } from '@/lib/api-client';

/** The certificate's id from what the admin pasted: the id itself, or its page's address (…/certificates/<id>). */
export function certificateIdOf(input: string): string {
  const text = input.trim();
  const fromUrl = /\/certificates\/([A-Za-z0-9_-]+)\/?(?:[?#].*)?$/.exec(text);
  return fromUrl ? fromUrl[1] : text;
}

export const revokeCertificate = ({ certificate, reason }: { certificate: string; reason: string }) =>
  api.post<CertificateView>(`/api/admin/certificates/${encodeURIComponent(certificateIdOf(certificate))}/revoke`, { reason });
