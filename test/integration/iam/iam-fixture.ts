import { join } from 'node:path';
import type { PolicyDocument } from '@platform/minio/admin/policies';
import { policyFile } from '@test/support/personas';

/** What the IAM integration tests share besides the fixture vocabulary: their personas and request shapes. */

/** The personas kept beside the tests (personas/*.json): each is one MinIO policy. */
export type IamPersona = 'self-service' | 'user-manager' | 'policy-reader' | 'policy-writer';

/** The policy document of a persona, for `world.persona(iamPersona(name), name)`. */
export function iamPersona(name: IamPersona): PolicyDocument {
  return policyFile(join(__dirname, 'personas', `${name}.json`));
}

/** A policy document that lets read one bucket, as the JSON editor would send it. */
export function bucketReadPolicy(bucket: string): string {
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
  });
}

/** The params of the IAM routes that take the entity name in the query (IAM names may contain `/`). */
export function byName(name: string) {
  return { params: { query: { name } } };
}
