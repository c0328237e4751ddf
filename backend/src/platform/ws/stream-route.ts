import type { AdminConnection } from '../minio/admin-request';
import type { ParamValue } from './ws-query';

/** What a live stream is opened with: the user's MinIO connection, the checked parameters, and its end. */
export interface StreamContext {
  /** MinIO as the session's user (their temporary keys), never as the console. */
  readonly connection: AdminConnection;
  /** Path and query parameters, coerced and checked against the contract; defaults filled in. */
  readonly params: Readonly<Record<string, ParamValue | undefined>>;
  /** Aborted when the socket closes or the session ends: the MinIO request must end with it. */
  readonly signal: AbortSignal;
}

/** One websocket operation of the contract, served by the shared stream layer (stream-sockets.ts). */
export interface StreamRoute {
  /** The contract's operation id; its path and parameters come from the contract. */
  readonly operationId: string;
  /** Checks that need MinIO, made before the upgrade (the bucket exists, the setup can heal); throw ApiError. */
  readonly check?: (context: StreamContext) => Promise<void>;
  /** The messages to send, read from MinIO as they come. */
  readonly messages: (context: StreamContext) => AsyncIterable<unknown>;
  /**
   * The stream has an end of its own (diagnostics, a heal): reaching it closes the socket normally (1000). An
   * endless stream (trace, logs, watch) that ends means MinIO went away: the socket closes with 1011 and the reason.
   */
  readonly finite?: boolean;
}

/** Where a {@link StreamContext} param is a string (or absent). */
export function stringParam(context: StreamContext, name: string): string | undefined {
  const value = context.params[name];
  return typeof value === 'string' ? value : undefined;
}
