import bundledContract from '@contract/generated/openapi.json';

/** The parts of an OpenAPI 3.0 document the backend reads itself; the validator reads the rest. */
export interface OpenApiDocument {
  readonly openapi: string;
  readonly servers?: readonly { readonly url: string }[];
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  readonly [key: string]: unknown;
}

/** How a declared operation is served. */
export type OperationTransport = 'http' | 'websocket' | 'proxy';

/** One operation of the contract, as the 501 catch-all and the coverage report need it. */
export interface DeclaredOperation {
  readonly operationId: string;
  /** Upper case, as Express reports `req.method`. */
  readonly method: string;
  /** The declared path template, e.g. `/api/v1/buckets/{bucket}`. */
  readonly path: string;
  /** The operation's feature (its first tag). */
  readonly tag: string;
  /**
   * `websocket` (`x-websocket: true`) is served by an upgrade handler and `proxy` (`x-proxy: true`) by the tenant
   * reverse proxy; neither is an Express route, so the request validator leaves them alone.
   */
  readonly transport: OperationTransport;
}

const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/**
 * The bundled contract (backend/api/generated/openapi.json), as a fresh copy: the validator annotates the document it
 * is given, and each app gets its own.
 */
export function contractDocument(): OpenApiDocument {
  return structuredClone(bundledContract) as unknown as OpenApiDocument;
}

/** Every operation a document declares, in document order. */
export function listOperations(document: OpenApiDocument): DeclaredOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.includes(method))
      .map(([method, operation]) => {
        const op = operation as { operationId?: string; tags?: string[]; 'x-websocket'?: boolean; 'x-proxy'?: boolean };
        return {
          operationId: op.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          tag: op.tags?.[0] ?? 'untagged',
          transport: op['x-websocket'] ? 'websocket' : op['x-proxy'] ? 'proxy' : 'http',
        } satisfies DeclaredOperation;
      }),
  );
}

/** The operations of the bundled contract. */
export const declaredOperations: readonly DeclaredOperation[] = listOperations(contractDocument());
