import { XMLParser } from 'fast-xml-parser';
import { signedFetch } from '@platform/minio/signed-fetch';
import { rootConnection } from '@test/support/minio-admin';
import type { MinioServer } from '@test/world/state';

/** Elements that are lists in S3's bucket configuration schemas, by name. */
const LISTS = new Set(['Rule', 'QueueConfiguration', 'TopicConfiguration', 'CloudFunctionConfiguration', 'FilterRule']);

/**
 * A bucket configuration as MinIO stores it, checked independently of the console: fetched as root without minio-js
 * and parsed with fast-xml-parser's own decoder (`htmlEntities` decodes numeric references too, each once), every
 * text kept as text, untrimmed.
 */
export async function storedConfig(
  server: MinioServer,
  bucket: string,
  subresource: string,
): Promise<Record<string, unknown>> {
  const answer = await signedFetch({
    ...rootConnection(server),
    method: 'GET',
    path: `/${bucket}`,
    query: { [subresource]: '' },
    service: 's3',
  });
  const parser = new XMLParser({
    htmlEntities: true,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => LISTS.has(name),
  });
  return parser.parse(Buffer.from(await answer.bytes()).toString('utf8')) as Record<string, unknown>;
}

/** A stored lifecycle or replication rule, as far as these tests look. */
export interface StoredRule {
  readonly ID: string;
  readonly Status: string;
  readonly Filter?: { readonly Prefix?: string };
}

/** The rules of a stored lifecycle (`LifecycleConfiguration`) or replication (`ReplicationConfiguration`) document. */
export async function storedRules(
  server: MinioServer,
  bucket: string,
  subresource: 'lifecycle' | 'replication',
): Promise<StoredRule[]> {
  const root = subresource === 'lifecycle' ? 'LifecycleConfiguration' : 'ReplicationConfiguration';
  return ((await storedConfig(server, bucket, subresource))[root] as { Rule: StoredRule[] }).Rule;
}
