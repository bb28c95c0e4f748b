// The platform's Ed25519 key for certificates: derived from the installation's server secret (kept in the key store, so every
// instance shares it: under DATA_DIR embedded, in the database otherwise), published as a JWKS, and signing credentials as
// JWTs (EdDSA).
import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';
import { deriveSecret } from '../privacy/secrets';

export interface CertificateSigner {
  /** The key's id (its RFC 7638 thumbprint), named in each JWT's header. */
  kid: string;
  /** GET /.well-known/jwks.json */
  jwks: { keys: JWK[] };
  /** A compact JWS (EdDSA) of the payload, with `typ` in its header. */
  sign(payload: Record<string, unknown>, typ: string): Promise<string>;
  publicKey: KeyObject;
}

/** PKCS #8 for an Ed25519 private key from its 32-byte seed (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export async function createCertificateSigner(serverSecret: Buffer): Promise<CertificateSigner> {
  const seed = deriveSecret(serverSecret, 'certificate-signing');
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: 'der', type: 'pkcs8' });
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    kid,
    jwks: { keys: [{ ...jwk, kid, alg: 'EdDSA', use: 'sig' }] },
    publicKey,
    sign: (payload, typ) => new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ, kid }).sign(privateKey),
  };
}
