import { createPrivateKey, X509Certificate } from 'node:crypto';
import { ApiError } from '@platform/errors/api-error';

/** What the Security tab lists about one certificate. */
export interface CertificateFacts {
  readonly domains: string[];
  /** ISO date-time of the end of its validity. */
  readonly expiry: string;
}

/** The certificate in a PEM text, or a 400 naming the file when it is not one. */
export function parseCertificate(pem: string, what: string): X509Certificate {
  try {
    return new X509Certificate(pem);
  } catch {
    throw new ApiError(400, `The ${what} is not a certificate`, 'Choose a PEM file (-----BEGIN CERTIFICATE-----).');
  }
}

/**
 * Checks a certificate before it is stored, so that the tenant never restarts with one its servers would refuse:
 * it must parse, must not have expired (nor start in the future), and — for a server pair — the private key must be
 * the one of the certificate's public key.
 */
export function checkCertificate(pem: string, what: string, keyPem?: string, now = new Date()): CertificateFacts {
  const certificate = parseCertificate(pem, what);
  const notAfter = new Date(certificate.validTo);
  if (notAfter.getTime() <= now.getTime()) {
    throw new ApiError(400, `The ${what} has expired`, `It was valid until ${notAfter.toISOString().slice(0, 10)}.`);
  }
  const notBefore = new Date(certificate.validFrom);
  if (notBefore.getTime() > now.getTime()) {
    throw new ApiError(
      400,
      `The ${what} is not valid yet`,
      `It is valid from ${notBefore.toISOString().slice(0, 10)}.`,
    );
  }
  if (keyPem !== undefined) {
    let matches: boolean;
    try {
      matches = certificate.checkPrivateKey(createPrivateKey(keyPem));
    } catch {
      throw new ApiError(400, `The key of the ${what} is not a private key`, 'Choose a PEM private key file.');
    }
    if (!matches) {
      throw new ApiError(400, `The key does not match the ${what}`, "The private key is not the certificate's key.");
    }
  }
  return factsOf(certificate);
}

/** Domains (DNS names of the subject alternative names, else the common name) and expiry of a certificate. */
export function factsOf(certificate: X509Certificate): CertificateFacts {
  const names = (certificate.subjectAltName ?? '')
    .split(/,\s*/)
    .filter((entry) => entry.startsWith('DNS:'))
    .map((entry) => entry.slice(4));
  const commonName = /(?:^|\n)CN=([^\n]*)/.exec(certificate.subject)?.[1];
  return {
    domains: names.length > 0 ? names : commonName ? [commonName] : [],
    expiry: new Date(certificate.validTo).toISOString(),
  };
}
