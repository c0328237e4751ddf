/**
 * A large file uploaded through the console the way its UI sends one in proxy mode (frontend
 * `features/objects/transfers/upload-transport.ts`): `createUpload`, then the parts as raw PUT bodies, PARTS_IN_FLIGHT
 * at a time (curl `--parallel`), then `completeUpload`. Used by proxy-cpu.ts beside the upload form, which is what
 * MinIO Console v1.7.6's UI sends for every file.
 */
import { closeSync, mkdirSync, openSync, readFileSync, readSync, writeSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { PARTS_IN_FLIGHT } from '../../frontend/src/features/objects/transfers/upload-planner';
import { CSRF_HEADER, CSRF_VALUE } from '../../backend/src/platform/http/csrf';
import { runWithChildTimes, shellQuoted } from './shell-times';

export interface PartsUploadTarget {
  readonly base: string;
  readonly cookie: string;
  readonly bucket: string;
  readonly key: string;
  /** The file, and a folder where its parts are cut once per part size (outside the timed transfer). */
  readonly file: string;
  readonly size: number;
  readonly partsDir: string;
}

const encodedKey = (key: string) => encodeURIComponent(Buffer.from(key).toString('base64'));

/** The file cut into `partSize` pieces (files part-1 … part-N), once. */
function cutParts(target: PartsUploadTarget, partSize: number): string[] {
  const dir = join(target.partsDir, String(partSize));
  const count = Math.max(1, Math.ceil(target.size / partSize));
  const paths = Array.from({ length: count }, (_, index) => join(dir, `part-${index + 1}`));
  if (paths.every((path) => existsSync(path))) return paths;
  mkdirSync(dir, { recursive: true });
  const buffer = Buffer.allocUnsafe(partSize);
  const input = openSync(target.file, 'r');
  try {
    paths.forEach((path, index) => {
      const read = readSync(input, buffer, 0, partSize, index * partSize);
      const output = openSync(path, 'w');
      writeSync(output, buffer, 0, read);
      closeSync(output);
    });
  } finally {
    closeSync(input);
  }
  return paths;
}

async function api(target: PartsUploadTarget, path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${target.base}${path}`, {
    method: 'POST',
    headers: { cookie: target.cookie, [CSRF_HEADER]: CSRF_VALUE, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** curl sending every part, PARTS_IN_FLIGHT at once; answers its CPU seconds (from the shell's `times`). */
function sendParts(
  target: PartsUploadTarget,
  uploadId: string,
  parts: readonly string[],
  answers: string,
): Promise<number> {
  const perPart = parts.flatMap((path, index) => [
    '--upload-file',
    path,
    '--output',
    join(answers, `answer-${index + 1}.json`),
    `${target.base}/api/v1/buckets/${target.bucket}/uploads/${encodeURIComponent(uploadId)}/parts/${index + 1}?prefix=${encodedKey(target.key)}`,
  ]);
  const args = [
    '--silent',
    '--show-error',
    '--fail',
    '--parallel',
    '--parallel-max',
    String(PARTS_IN_FLIGHT),
    '--header',
    `Cookie: ${target.cookie}`,
    '--header',
    `${CSRF_HEADER}: ${CSRF_VALUE}`,
    '--header',
    'content-type: application/octet-stream',
    ...perPart,
  ];
  return runWithChildTimes(`curl ${shellQuoted(args)}`).then(({ cpu }) => cpu);
}

/** One upload of the whole file; wall time from `createUpload` to `completeUpload`'s answer. */
export async function uploadThroughParts(
  target: PartsUploadTarget,
): Promise<{ wall: number; cpu: number; bytes: number }> {
  const query = `?prefix=${encodedKey(target.key)}`;
  const answers = join(target.partsDir, 'answers');
  mkdirSync(answers, { recursive: true });
  const started = performance.now();
  const session = (await api(target, `/api/v1/buckets/${target.bucket}/uploads${query}`, { size: target.size })) as {
    uploadId: string;
    partSize: number;
  };
  // The file is cut for the server's part size on the first (untimed) upload and reused after: a browser slices
  // its File without copying.
  const parts = cutParts(target, session.partSize);
  const cpu = await sendParts(target, session.uploadId, parts, answers);
  const uploaded = parts.map((_, index) => {
    const part = JSON.parse(readFileSync(join(answers, `answer-${index + 1}.json`), 'utf8')) as {
      partNumber: number;
      etag: string;
      size: number;
    };
    return part;
  });
  await api(
    target,
    `/api/v1/buckets/${target.bucket}/uploads/${encodeURIComponent(session.uploadId)}/complete${query}`,
    {
      parts: uploaded.map(({ partNumber, etag }) => ({ partNumber, etag })),
    },
  );
  const wall = (performance.now() - started) / 1000;
  return { wall, cpu, bytes: uploaded.reduce((sum, part) => sum + part.size, 0) };
}
