import type { Request } from 'express';

/**
 * The `name` query parameter of `/user`, `/group` and `/policy` (IAM names may contain `/`, so they travel in the
 * query). The contract validator has already made sure it is one non-empty string.
 */
export function entityNameOf(req: Request): string {
  return String(req.query['name']);
}
