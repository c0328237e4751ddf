import createClient, { type ClientPathsWithMethod, type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '@contract/generated/api';
import type { Schema } from '@contract/shared/contract-types';
import { CSRF_HEADER, CSRF_VALUE } from '@platform/http/csrf';
import { login } from './app-under-test';

type Method = 'get' | 'put' | 'post' | 'delete';
type PathWith<M extends Method> = ClientPathsWithMethod<ReturnType<typeof createClient<paths>>, M>;

/**
 * What one call answered: the status, and either the contract's success body as `data` or its ApiError as `error`.
 * Without the Response, so that a test compares a whole answer: `toEqual({ status: 200, data: { … } })`.
 */
export type Answer<Fetched> = Fetched extends { data: infer Data }
  ? { readonly status: number; readonly data: Data; readonly error?: never }
  : { readonly status: number; readonly data?: never; readonly error: Schema<'ApiError'> };

/** The init argument is optional exactly when the operation needs no parameter and no body. */
type InitArgument<Init> = undefined extends Init ? [init?: Init] : [init: Init];

/** One method of the client: a contract path with that method, its typed params and body, its typed answer. */
type Call<M extends Method> = <Path extends PathWith<M>, Init extends MaybeOptionalInit<paths[Path], M>>(
  path: Path,
  ...init: InitArgument<Init>
) => Promise<Answer<FetchResponse<NonNullable<paths[Path][M]>, Init, `${string}/${string}`>>>;

/**
 * The console's API as one logged-in page calls it: the session cookie and the CSRF header on every request. The
 * generated types make a request field with a default required: a test sends the default, as the pages do.
 */
export interface ApiClient {
  /** The access key (or token subject) the session belongs to, as logged in. */
  readonly user: string;
  /** The session cookie, `name=value`. */
  readonly cookie: string;
  readonly GET: Call<'get'>;
  readonly POST: Call<'post'>;
  readonly PUT: Call<'put'>;
  readonly DELETE: Call<'delete'>;
  /**
   * A plain `fetch` of `path` (from `/api/…`) with the session, for what the contract cannot type: streams, forms,
   * bodies broken on purpose. `csrf: false` leaves the CSRF header out.
   */
  fetch(path: string, init?: RequestInit & { readonly csrf?: boolean }): Promise<Response>;
}

/** A client for a session the caller already holds (`cookie` is `name=value`). */
export function apiClient(base: string, cookie: string, user: string): ApiClient {
  const session = { Cookie: cookie, [CSRF_HEADER]: CSRF_VALUE };
  const client = createClient<paths>({ baseUrl: base, headers: session });
  // One untyped implementation behind the typed `Call` signatures: openapi-fetch checks nothing at run time anyway.
  const call =
    <M extends Method>(method: M) =>
    async (path: string, init?: object) => {
      const { response, ...answer } = await client.request(method, path as never, init as never);
      return { status: response.status, ...answer };
    };
  return {
    user,
    cookie,
    GET: call('get') as Call<'get'>,
    POST: call('post') as Call<'post'>,
    PUT: call('put') as Call<'put'>,
    DELETE: call('delete') as Call<'delete'>,
    fetch: (path, { csrf = true, headers, ...init } = {}) => {
      const sent = new Headers(csrf ? session : { Cookie: cookie });
      new Headers(headers).forEach((value, name) => sent.set(name, value));
      return fetch(`${base}${path}`, { ...init, headers: sent });
    },
  };
}

/** Logs `accessKey` in to the console at `base` (the login form's call) and returns a client for its session. */
export async function logIn(base: string, accessKey: string, secretKey: string): Promise<ApiClient> {
  return apiClient(base, await login(base, accessKey, secretKey), accessKey);
}

/**
 * The body of an answer that must have one: a failed call fails the test here, with its status and error, rather
 * than reading as "nothing there" further on.
 */
export function dataOf<Data>(answer: {
  readonly status: number;
  readonly data?: Data;
  readonly error?: unknown;
}): Data {
  if (answer.data === undefined) {
    throw new Error(`expected an answer with a body, got ${answer.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

/**
 * The path params of a call on one bucket, and of what in it the path names besides:
 * `root.GET('/api/v1/buckets/{bucket}', inBucket(name))`, `inBucket(name, { ruleId })`.
 */
export function inBucket<More extends Readonly<Record<string, string>> = Record<never, never>>(
  bucket: string,
  more?: More,
) {
  return { params: { path: { bucket, ...more } as { bucket: string } & More } };
}
