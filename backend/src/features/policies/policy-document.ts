import { ApiError } from '../../platform/errors/api-error';
import type { PolicyDocument } from '../../platform/minio/admin/policies';

const INVALID = 'Invalid policy document';

/**
 * Reads a policy document typed in the console's JSON editor, refusing — before MinIO sees it — what is not a policy
 * at all, with a 400 `Invalid policy document` whose detail names the problem: text that is not JSON, a value that
 * is not an object, a missing `Version` or `Statement`. MinIO then checks the rest (actions, resources, conditions)
 * and refuses with its own message.
 */
export function parsePolicyDocument(text: string): PolicyDocument {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, INVALID, `The policy is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, INVALID, 'The policy must be a JSON object');
  }
  const document = value as Record<string, unknown>;
  if (typeof document['Version'] !== 'string' || document['Version'] === '') {
    throw new ApiError(400, INVALID, 'The policy has no "Version" (for example "2012-10-17")');
  }
  const statement = document['Statement'];
  if (statement === undefined || statement === null) {
    throw new ApiError(400, INVALID, 'The policy has no "Statement"');
  }
  const statements: unknown[] = Array.isArray(statement) ? statement : [statement];
  if (statements.some((one) => typeof one !== 'object' || one === null || Array.isArray(one))) {
    throw new ApiError(400, INVALID, 'Each entry of "Statement" must be a JSON object');
  }
  return document as unknown as PolicyDocument;
}

/** A document as the console shows it in its editor: indented JSON text. */
export function formatPolicyDocument(document: PolicyDocument): string {
  return JSON.stringify(document, null, 2);
}
