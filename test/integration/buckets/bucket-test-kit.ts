import { join } from 'node:path';
import type { Schema } from '@contract/shared/contract-types';
import type { PolicyDocument } from '@platform/minio/admin/policies';
import type { ConsoleFixture } from '@test/support/fixtures';
import { policyFile } from '@test/support/personas';
import type { MinioServer } from '@test/world/state';

// The end-to-end bucket and object specs import these from here.
export { asRoot, removeBucketFully } from '@test/support/minio-root';

/**
 * The world's second MinIO (the replication and tier target) listens on 127.0.0.1, an address the console refuses
 * to connect to for users by default: tests that use it as a remote allow loopback, as an operator would.
 */
export const LOOPBACK_TARGETS = { CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on' } as const;

/** The bucket personas kept beside these tests (personas/*.json), each one MinIO policy. */
export type BucketPersona = 'bucket-creator-without-quota' | 'bucket-reader' | 'replication-without-rules';

export function bucketPersona(name: BucketPersona): PolicyDocument {
  return policyFile(join(__dirname, 'personas', `${name}.json`));
}

/**
 * A bucket created through the console's API as root (the Create Bucket dialog's call, expected to succeed),
 * removed at the end.
 */
export async function createdBucket(
  world: ConsoleFixture,
  label: string,
  request: Partial<Schema<'CreateBucketRequest'>> = {},
): Promise<string> {
  const name = world.bucketName(label);
  const body = { versioning: false, locking: false, ...request, name };
  expect((await world.root.POST('/api/v1/buckets', { body })).status).toBe(201);
  return name;
}

/**
 * The replication wizard's request: `relations` (origin, destination) to the buckets of `target` (the world's second
 * MinIO), asynchronous and unlimited unless `options` say otherwise.
 */
export function replicationRequest(
  target: MinioServer,
  relations: ReadonlyArray<readonly [string, string]>,
  options: Partial<Schema<'MultiBucketReplicationRequest'>> = {},
): Schema<'MultiBucketReplicationRequest'> {
  return {
    accessKey: target.accessKey,
    secretKey: target.secretKey,
    targetURL: target.endpoint,
    bucketsRelation: relations.map(([originBucket, destinationBucket]) => ({ originBucket, destinationBucket })),
    syncMode: 'async',
    bandwidth: 0,
    healthCheckPeriod: 60,
    replicateDeleteMarkers: true,
    replicateDeletes: true,
    replicateMetadata: true,
    ...options,
  };
}
