import type { RequestHandler } from 'express';
import { middleware as openApiMiddleware } from 'express-openapi-validator';
import { contractDocument, type OpenApiDocument } from './openapi-document';
import { emptyOptionalQueryAsAbsent } from './openapi-empty-query';
import { withApiErrors } from './openapi-errors';
import { useIndexedRouteLookup } from './openapi-route-index';
import { inSequence } from './in-sequence';

/** How the contract is enforced for one app. */
export interface OpenApiValidatorOptions {
  /** Where the app is mounted (`config.subPath`, `/` or e.g. `/tools/console/`). */
  readonly subPath: string;
  /**
   * Also check every JSON response against the contract; a response that breaks it becomes a 500 naming the field.
   * Tests switch it on. Production leaves it off: it costs a schema check per response and a user gains nothing
   * from a 500 instead of a slightly wrong payload.
   */
  readonly validateResponses?: boolean;
  /** The contract; the bundled one unless a test brings its own. */
  readonly document?: OpenApiDocument;
}

/** Formats the validator checks itself (ajv-formats and its own OpenAPI additions). */
const knownFormats = new Set([
  ...['date', 'time', 'date-time', 'iso-time', 'iso-date-time', 'duration', 'uri', 'uri-reference', 'uri-template'],
  ...['url', 'email', 'hostname', 'ipv4', 'ipv6', 'regex', 'uuid', 'json-pointer', 'json-pointer-uri-fragment'],
  ...['relative-json-pointer', 'byte', 'int32', 'int64', 'float', 'double', 'password', 'binary'],
]);

/**
 * Validators for the bundled contract, by sub-path and response checking. Loading the contract (bundling, checking
 * it against the OpenAPI schema, preparing routes) takes about half a second, so apps built in the same process —
 * test suites build dozens — share one; its per-route caches do not depend on the app.
 */
const sharedValidators = new Map<string, RequestHandler>();

/**
 * The request validator for `/api/v1`, to mount before every feature router: `app.use('/api/v1', handler)`.
 * A request that breaks the contract never reaches a handler; it gets a 400 ApiError naming the field (see
 * openapi-errors.ts), and a path the contract does not declare gets the usual 404.
 *
 * Why it is set up this way:
 * - The validator matches `req.originalUrl`, which still holds the sub-path, so the document's server URL is set to
 *   the sub-path and the contract's paths (`/api/v1/...`) line up behind it whatever `CONSOLE_SUBPATH` is.
 * - Only the `/api/v1` paths are given to it: websocket upgrades (`/ws/...`) and the tenant proxy (`/api/proxy/...`)
 *   are not JSON requests and are declared for documentation and types only.
 * - Multipart bodies are not parsed here (`fileUploader: false`): uploads stream to the object store and must never
 *   be buffered by multer.
 * - Security handlers are off: authentication is the session middleware's job.
 * - A `format` the validator does not know is registered as "anything goes" instead of letting ajv print a warning
 *   for every compiled schema; the contract test makes sure the bundled contract has none.
 */
export function openApiValidator(options: OpenApiValidatorOptions): RequestHandler {
  if (options.document) return createValidator(options.document, options);
  const key = `${options.subPath} ${options.validateResponses === true}`;
  let handler = sharedValidators.get(key);
  if (!handler) {
    handler = createValidator(contractDocument(), options);
    sharedValidators.set(key, handler);
  }
  return handler;
}

function createValidator(document: OpenApiDocument, options: OpenApiValidatorOptions): RequestHandler {
  useIndexedRouteLookup();
  const validated = validatedPart(document, options.subPath);
  const emptyAsAbsent = emptyOptionalQueryAsAbsent(validated);
  const handlers = openApiMiddleware({
    apiSpec: validated as unknown as Parameters<typeof openApiMiddleware>[0]['apiSpec'],
    validateApiSpec: true,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: options.validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    validateFormats: true,
    formats: Object.fromEntries(unknownFormats(document).map((format) => [format, true])),
    fileUploader: false,
  });
  // An empty optional query value is dropped once the operation is known, before the request is checked.
  const checking = handlers.findIndex((handler) => handler.name === 'requestMiddleware');
  if (checking < 0) throw new Error('express-openapi-validator no longer has a requestMiddleware to run before');
  const steps = [...handlers.slice(0, checking), emptyAsAbsent, ...handlers.slice(checking)] as RequestHandler[];
  // One middleware instead of the validator's four or five: each Express layer costs a path match and a dispatch.
  return inSequence(steps.map((handler) => withApiErrors(handler)));
}

/** The formats a document uses that the validator would not recognise. */
export function unknownFormats(document: OpenApiDocument): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'format' && typeof value === 'string' && !knownFormats.has(value)) found.add(value);
        else visit(value);
      }
    }
  };
  visit(document.paths);
  visit(document.components);
  return [...found].sort();
}

/** The document restricted to `/api/v1`, served from the sub-path. */
function validatedPart(document: OpenApiDocument, subPath: string): OpenApiDocument {
  const paths = Object.fromEntries(Object.entries(document.paths).filter(([path]) => path.startsWith('/api/v1/')));
  return { ...document, servers: [{ url: subPath }], paths };
}
