// The certificate as an Open Badges 3.0 credential (1EdTech; a W3C Verifiable Credential, data model 2.0): an
// OpenBadgeCredential whose subject reached the achievement "completed an internship", and the claims of its VC-JWT
// encoding (the credential's members with iss, nbf and jti). Pure: the caller signs it.
import type { CertificateView } from './types';

export const OPEN_BADGE_CONTEXT = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'] as const;
export const CREDENTIAL_JWT_TYPE = 'vc+jwt';

export function openBadgeCredential(certificate: CertificateView, base: string) {
  const { url, studentName, companyName, role, startedOn, endedOn, hours, issuedAt } = certificate;
  return {
    '@context': [...OPEN_BADGE_CONTEXT],
    id: url,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${role} at ${companyName}`,
    issuer: { id: base, type: ['Profile'], name: certificate.issuer, url: base },
    validFrom: issuedAt,
    credentialSubject: {
      type: ['AchievementSubject'],
      // The student is named as they chose; no e-mail or account id leaves the platform.
      identifier: [{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: studentName }],
      achievement: {
        id: `${url}#achievement`,
        type: ['Achievement'],
        name: `${role} at ${companyName}`,
        description: `Completed an internship as ${role} at ${companyName}, ${hours} hours from ${startedOn} to ${endedOn}.`,
        criteria: { narrative: 'The company stated the dates, hours and work of the internship, and the student confirmed them on the platform.' },
      },
      startedOn,
      endedOn,
      hours,
    },
  };
}

/** The VC-JWT claims: the credential itself, with its issuer, start of validity and id as registered claims. */
export function credentialClaims(certificate: CertificateView, base: string) {
  const credential = openBadgeCredential(certificate, base);
  return { ...credential, iss: base, nbf: Math.floor(Date.parse(certificate.issuedAt) / 1000), jti: credential.id };
}
