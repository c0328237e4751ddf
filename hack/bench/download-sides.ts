/**
 * The download sides of objects-transfer.ts. Each side is one GET of the same object, read to its end by one of two
 * clients: node:http (as the console's own tests and minio-js would) or curl (a native client, as a browser or `mc`
 * is: it costs the machine a tenth of node:http's CPU per byte, so on two cores it leaves the rest to the servers).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { Readable } from 'node:stream';
import { s3Stream } from '../../backend/src/features/objects/s3-raw';
import { DEFAULT_S3_REGION, type S3Connection } from '../../backend/src/platform/minio/s3/s3-client';
import { drain } from './bench-console';

export type DownloadClient = 'node' | 'curl';

/** A GET to read: an object straight from an S3 endpoint (signed by the client), or a plain URL with headers. */
export type DownloadTarget =
  | { readonly kind: 's3'; readonly connection: S3Connection; readonly bucket: string; readonly key: string }
  | { readonly kind: 'plain'; readonly url: string; readonly headers: Readonly<Record<string, string>> };

/** Reads `target` to its end with `client`; throws unless exactly `size` bytes came. */
export async function download(client: DownloadClient, target: DownloadTarget, size: number): Promise<void> {
  const bytes = client === 'node' ? await drain(await openWithNode(target)) : await readWithCurl(target);
  if (bytes !== size) throw new Error(`${describe(target)}: ${bytes} of ${size} bytes`);
}

function openWithNode(target: DownloadTarget): Promise<Readable> {
  if (target.kind === 's3') {
    return s3Stream(target.connection, { method: 'GET', bucket: target.bucket, key: target.key });
  }
  return new Promise((resolve, reject) => {
    request(target.url, { headers: target.headers }, resolve).on('error', reject).end();
  });
}

/** curl to /dev/null; answers the bytes it read (curl signs S3 requests itself with --aws-sigv4). */
function readWithCurl(target: DownloadTarget): Promise<number> {
  const args = ['--silent', '--show-error', '--fail', '--output', '/dev/null', '--write-out', '%{size_download}'];
  if (target.kind === 's3') {
    const { accessKey, secretKey, sessionToken } = target.connection.credentials;
    args.push(
      '--aws-sigv4',
      `aws:amz:${target.connection.region || DEFAULT_S3_REGION}:s3`,
      '--user',
      `${accessKey}:${secretKey}`,
    );
    args.push('--header', 'x-amz-content-sha256: UNSIGNED-PAYLOAD');
    if (sessionToken) args.push('--header', `x-amz-security-token: ${sessionToken}`);
    args.push(`${target.connection.endpoint.replace(/\/+$/, '')}/${target.bucket}/${encodeURI(target.key)}`);
  } else {
    for (const [name, value] of Object.entries(target.headers)) args.push('--header', `${name}: ${value}`);
    args.push(target.url);
  }
  return new Promise((resolve, reject) => {
    const curl = spawn('curl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    curl.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    curl.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    curl.on('error', reject);
    curl.on('close', (code) =>
      code === 0 ? resolve(Number(out)) : reject(new Error(`curl ${describe(target)}: exit ${code} ${err}`)),
    );
  });
}

function describe(target: DownloadTarget): string {
  return target.kind === 's3' ? `${target.connection.endpoint}/${target.bucket}/${target.key}` : target.url;
}

/**
 * CPU seconds (user + system, all threads) a process has used so far, from /proc/<pid>/stat (Linux; 1/100 s steps).
 * The difference over one transfer, per GiB, is the load-independent measure of what a process costs per byte.
 */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
