import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files the API server needs for TLS, bearer-token authentication and service-account tokens. */
export interface KubePki {
  /** CA certificate (PEM) that signed the serving certificate; clients trust it. */
  readonly caFile: string;
  readonly servingCertFile: string;
  readonly servingKeyFile: string;
  /** RSA private key that signs service-account JWTs (TokenRequest). */
  readonly saSigningKeyFile: string;
  /** Matching public key, used by the API server to verify those JWTs. */
  readonly saPublicKeyFile: string;
  /** `--token-auth-file`: one static admin token in group system:masters. */
  readonly tokenFile: string;
  readonly adminToken: string;
}

function openssl(args: readonly string[], cwd: string): void {
  execFileSync('openssl', [...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

/**
 * Generates a throw-away CA, a serving certificate for 127.0.0.1/localhost, service-account keys and an admin token
 * in `dir`. Node's crypto cannot issue X.509 certificates, so the certificates come from the openssl CLI; P-256 keys
 * keep that fast. Valid for two days: a test run never lasts longer.
 */
export function generateKubePki(dir: string): KubePki {
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    [
      'req',
      '-x509',
      ...ecKey,
      '-keyout',
      'ca.key',
      '-out',
      'ca.crt',
      '-days',
      '2',
      '-subj',
      '/CN=object-console-test-ca',
    ],
    dir,
  );
  openssl(['req', ...ecKey, '-keyout', 'apiserver.key', '-out', 'apiserver.csr', '-subj', '/CN=kube-apiserver'], dir);
  writeFileSync(
    join(dir, 'apiserver.ext'),
    [
      // 10.244.0.1: the pod network's gateway of hack/real-node.ts, where a relay reaches this loopback server.
      'subjectAltName = IP:127.0.0.1, DNS:localhost, IP:10.244.0.1',
      'basicConstraints = critical, CA:FALSE',
      'keyUsage = critical, digitalSignature, keyEncipherment',
      'extendedKeyUsage = serverAuth',
      '',
    ].join('\n'),
  );
  openssl(
    [
      'x509',
      '-req',
      '-in',
      'apiserver.csr',
      '-CA',
      'ca.crt',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-days',
      '2',
    ].concat(['-extfile', 'apiserver.ext', '-out', 'apiserver.crt']),
    dir,
  );

  // Service-account tokens are RS256 JWTs, the algorithm every client and the console expect.
  const sa = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  writeFileSync(join(dir, 'sa.key'), sa.privateKey, { mode: 0o600 });
  writeFileSync(join(dir, 'sa.pub'), sa.publicKey);

  const adminToken = randomBytes(24).toString('hex');
  writeFileSync(join(dir, 'tokens.csv'), `${adminToken},object-console-admin,object-console-admin,"system:masters"\n`, {
    mode: 0o600,
  });

  return {
    caFile: join(dir, 'ca.crt'),
    servingCertFile: join(dir, 'apiserver.crt'),
    servingKeyFile: join(dir, 'apiserver.key'),
    saSigningKeyFile: join(dir, 'sa.key'),
    saPublicKeyFile: join(dir, 'sa.pub'),
    tokenFile: join(dir, 'tokens.csv'),
    adminToken,
  };
}
