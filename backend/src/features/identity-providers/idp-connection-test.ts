import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { ApiError } from '../../platform/errors/api-error';
import type { IdpConfigType } from '../../platform/minio/admin/idp-config';
import type { OutboundPolicy } from '../../platform/net/outbound-policy';
import { admitHost, admitUrl, type IdpConfigValues } from './idp-values';

const TIMEOUT_MS = 5000;
const MAX_DOCUMENT_BYTES = 1 << 20;

/**
 * Whether the console reaches the provider the form describes. Every address passes the outbound policy first and
 * the connection goes only to the addresses it checked; a failure is the policy's neutral answer (the reason goes to
 * the log), so the action cannot map which hosts answer.
 */
export async function testIdpConnection(
  outbound: OutboundPolicy,
  type: IdpConfigType,
  values: IdpConfigValues,
): Promise<{ ok: boolean; message: string }> {
  if (type === 'openid') {
    const typed = values.config_url?.trim() ?? '';
    if (typed === '') throw new ApiError(400, 'Missing config url', 'Give the discovery document URL to test.');
    const purpose = 'identity_openid.config_url';
    const admitted = await admitUrl(outbound, typed, purpose);
    const url = admitted.url;
    let document: Record<string, unknown>;
    try {
      document = await fetchJson(url, admitted.agent());
    } catch (error) {
      throw outbound.failure(purpose, url.host, (error as Error).message);
    }
    if (typeof document.issuer !== 'string' || typeof document.authorization_endpoint !== 'string') {
      throw outbound.failure(purpose, url.host, 'not an OpenID discovery document');
    }
    return { ok: true, message: `Reached the OpenID provider ${document.issuer}` };
  }
  const typed = values.server_addr?.trim() ?? '';
  if (typed === '') throw new ApiError(400, 'Missing server addr', 'Give the directory address to test.');
  const purpose = 'identity_ldap.server_addr';
  const admitted = await admitHost(outbound, typed, purpose);
  const url = admitted.url;
  const address = admitted.addresses[0]?.address;
  const port = Number(url.port || 389);
  try {
    if (!address) throw new Error('no address');
    await tcpConnect(address, port);
  } catch (error) {
    throw outbound.failure(purpose, url.host, (error as Error).message);
  }
  return {
    ok: true,
    message: `Reached the directory at ${typed} (MinIO checks the bind when the configuration is saved)`,
  };
}

function fetchJson(url: URL, agent: http.Agent): Promise<Record<string, unknown>> {
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const request = get(url, { agent, timeout: TIMEOUT_MS, headers: { accept: 'application/json' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`status ${response.statusCode ?? 0}`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_DOCUMENT_BYTES) request.destroy(new Error('document too large'));
        else chunks.push(chunk);
      });
      response.on('end', () => {
        try {
          const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          if (typeof parsed !== 'object' || parsed === null) throw new Error('not a JSON object');
          resolve(parsed as Record<string, unknown>);
        } catch (error) {
          reject(error as Error);
        }
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
}

function tcpConnect(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port, timeout: TIMEOUT_MS }, () => {
      socket.end();
      resolve();
    });
    socket.on('timeout', () => socket.destroy(new Error('timed out')));
    socket.on('error', reject);
  });
}
