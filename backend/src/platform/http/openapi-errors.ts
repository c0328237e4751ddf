import type { Request, RequestHandler } from 'express';
import { ApiError } from '../errors/api-error';
import { apiNotFound } from './error-handler';

/** What express-openapi-validator throws: an HttpError with the status to answer and the failed checks. */
interface ValidatorError {
  readonly status: number;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly errors: readonly unknown[];
}

/** One failed check of a validator error: where (`/body/quota/extra`) and which ajv keyword failed. */
interface FailedCheck {
  readonly path: string;
  readonly errorCode: string;
}

/** The `message` of each status the validator answers with; the validator's own text becomes `detailedMessage`. */
const titles: Readonly<Record<number, string>> = {
  400: 'Invalid request',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'Payload too large',
  415: 'Unsupported media type',
  // Only response validation (switched on in tests) answers 500: the handler's JSON broke the contract.
  500: 'Response does not match the API contract',
};

/**
 * Wraps one of the validator's middlewares so that what it rejects reaches the error handler as an ApiError:
 * a 400 whose `detailedMessage` names the field (`request/body must have required property 'accessKey'`), a 405
 * with its `Allow` header, and so on. An undeclared `/api/v1` path is answered exactly like any unknown API path.
 */
export function withApiErrors(middleware: RequestHandler): RequestHandler {
  const notFound = apiNotFound();
  return (req, res, next) =>
    middleware(req, res, (error?: unknown) => {
      if (!isValidatorError(error)) {
        next(error);
        return;
      }
      if (error.status === 404) {
        notFound(req, res, next);
        return;
      }
      for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
      next(toApiError(error, req));
    });
}

/** The ApiError a validator error stands for. */
function toApiError(error: ValidatorError, req: Request): ApiError {
  const path = req.originalUrl.split('?')[0];
  let detail = error.message;
  if (error.status === 405) detail = `${req.method} is not declared for ${path}`;
  // ajv's own text ("must NOT have additional properties") leaves out which field it was.
  const unknownField = error.errors.find(isUnknownField);
  if (error.status === 400 && unknownField) detail = `request${unknownField.path} is not a field of this request`;
  // The validator's own text for a missing body is "unsupported media type undefined".
  if (error.status === 415 && !req.is('*/*')) detail = `${req.method} ${path} needs a request body (no Content-Type)`;
  return new ApiError(error.status, titles[error.status] ?? 'Request rejected', detail);
}

function isUnknownField(check: unknown): check is FailedCheck {
  const { path, errorCode } = (check ?? {}) as Partial<FailedCheck>;
  return typeof path === 'string' && errorCode === 'additionalProperties.openapi.validation';
}

function isValidatorError(error: unknown): error is ValidatorError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'errors' in error &&
    Array.isArray(error.errors)
  );
}
