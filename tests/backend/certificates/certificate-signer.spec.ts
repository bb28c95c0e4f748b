// The certificates' signing key: the same server secret gives the same key (every instance, every restart); another secret
// another key; what it signs verifies with its published JWK.
import { randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { createCertificateSigner } from '@backend/certificates/certificate-signer';

const test = suite('certificate signer');

test('derived from the server secret: stable for one, different for another; signatures verify with the JWKS', async () => {
  const secret = randomBytes(32);
  const [a, b, other] = await Promise.all([createCertificateSigner(secret), createCertificateSigner(secret), createCertificateSigner(randomBytes(32))]);
  assert.is(a.kid, b.kid);
  assert.is.not(a.kid, other.kid);
  assert.equal(Object.keys(a.jwks.keys[0]).sort(), ['alg', 'crv', 'kid', 'kty', 'use', 'x']);
  const jwt = await a.sign({ hello: 'world' }, 'vc+jwt');
  const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(b.jwks));
  assert.equal([payload.hello, protectedHeader.alg, protectedHeader.typ, protectedHeader.kid], ['world', 'EdDSA', 'vc+jwt', a.kid]);
  await jwtVerify(jwt, createLocalJWKSet(other.jwks)).then(
    () => assert.unreachable('verified with another key'),
    () => undefined,
  );
});

test.run();
