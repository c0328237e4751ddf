import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PEM texts of a certificate and its key. */
export interface PemPair {
  readonly crt: string;
  readonly key: string;
}

/** Certificates for the Security tab's tests, made with the openssl CLI (Node's crypto cannot issue X.509). */
export interface TestCertificates {
  /** Valid for a day, for `domains`, with its own key. */
  readonly valid: PemPair;
  /** Another valid pair, to pair a certificate with the wrong key. */
  readonly other: PemPair;
  /** Self-signed, its validity ended yesterday. */
  readonly expired: PemPair;
}

function openssl(args: readonly string[], cwd: string): void {
  execFileSync('openssl', [...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
}

function selfSigned(dir: string, name: string, domains: readonly string[]): PemPair {
  const san = domains.map((domain) => `DNS:${domain}`).join(',');
  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
      '-days',
      '1',
      '-subj',
      `/CN=${domains[0] ?? name}`,
      ...(san ? ['-addext', `subjectAltName=${san}`] : []),
    ],
    dir,
  );
  return { crt: readFileSync(join(dir, `${name}.crt`), 'utf8'), key: readFileSync(join(dir, `${name}.key`), 'utf8') };
}

/** Makes the three pairs in a temporary folder, removed again. */
export function testCertificates(domains: readonly string[] = ['minio.example.com', '*.minio.example.com']) {
  const dir = mkdtempSync(join(tmpdir(), 'oc-certs-'));
  try {
    const valid = selfSigned(dir, 'valid', domains);
    const other = selfSigned(dir, 'other', ['other.example.com']);
    const old = selfSigned(dir, 'old', ['old.example.com']);
    // Re-signed with a validity that ends a day before it starts: expired from the first moment.
    openssl(['x509', '-in', 'old.crt', '-signkey', 'old.key', '-days', '-1', '-out', 'expired.crt'], dir);
    const expired = { crt: readFileSync(join(dir, 'expired.crt'), 'utf8'), key: old.key };
    return { valid, other, expired } satisfies TestCertificates;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Base64 of a text, as the browser sends a chosen file. */
export const base64 = (text: string) => Buffer.from(text).toString('base64');
