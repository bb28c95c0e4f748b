// Query: a certificate as anyone may verify it (the company named as it is called now); null for an unknown id.
import { ISSUER_NAME, type CertificateView } from '@domain/certificates/types';
import { ERASED_COMPANY_NAME } from '@domain/shared/personal-data';
import type { PublicUser } from '@domain/users/types';
import { CERTIFICATES, type CertificateDoc } from '@backend/projections/certificates/certificates-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { certificateUrl } from '../completion/get-completion';

export async function getCertificate(store: ReadStore, id: string, base: string): Promise<CertificateView | null> {
  const doc = await store.collection<CertificateDoc>(CERTIFICATES).get(id);
  if (!doc) return null;
  const company = await store.collection<PublicUser>(USERS).get(doc.companyId);
  return {
    id: doc.id,
    studentName: doc.name,
    companyName: company?.companyName ?? ERASED_COMPANY_NAME,
    role: doc.role,
    startedOn: doc.startedOn,
    endedOn: doc.endedOn,
    hours: doc.hours,
    issuer: ISSUER_NAME,
    issuedAt: doc.issuedAt,
    status: doc.revokedAt ? 'revoked' : 'valid',
    revokedAt: doc.revokedAt,
    url: certificateUrl(base, doc.id),
  };
}

/** The certificate of an application (the student's, or the company's to see), if one was issued. */
export async function certificateOfApplication(store: ReadStore, applicationId: string): Promise<CertificateDoc | null> {
  return (await store.collection<CertificateDoc>(CERTIFICATES).find({ applicationId }, { limit: 1 }))[0] ?? null;
}
