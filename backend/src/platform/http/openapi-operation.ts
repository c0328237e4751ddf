import type { Request } from 'express';

/** What the contract validator leaves on a request that matched a declared operation. */
interface MatchedRequest {
  readonly openapi?: { readonly openApiRoute?: string; readonly schema?: { readonly operationId?: string } };
}

/** The contract's operationId of this request, once the validator has matched it; undefined for undeclared paths. */
export function operationIdOf(req: Request): string | undefined {
  return (req as Request & MatchedRequest).openapi?.schema?.operationId;
}

/** The path template the validator matched (`/api/v1/buckets/{name}`), if any. */
export function openApiRouteOf(req: Request): string | undefined {
  return (req as Request & MatchedRequest).openapi?.openApiRoute;
}
