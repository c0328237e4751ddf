import { runInThisContext } from 'node:vm';

/**
 * jsdom has no fetch API. The client under test is the real one (openapi-fetch over Request/Response), so these
 * come from Node itself; AbortController too, because a Request only accepts a signal of its own realm.
 */
const nodeGlobals = ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'] as const;
for (const name of nodeGlobals) {
  Object.defineProperty(globalThis, name, { value: runInThisContext(name), configurable: true, writable: true });
}

/** One canned answer: a status and an optional JSON body. */
export interface StubAnswer {
  readonly status: number;
  readonly body?: unknown;
}

/** A request as the stub saw it. */
export interface SeenRequest {
  readonly method: string;
  /** The whole URL, query included. */
  readonly url: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: string;
}

type Route = (request: SeenRequest) => StubAnswer | 'network-error' | Promise<StubAnswer | 'network-error'>;

/**
 * Replaces fetch with `route`, which answers by method and path (`POST /api/v1/login`); returns what was asked.
 * An answer of 'network-error' rejects like a browser that got no answer at all.
 */
export function stubFetch(route: Route): SeenRequest[] {
  const seen: SeenRequest[] = [];
  globalThis.fetch = (async (input: Request) => {
    const request: SeenRequest = {
      method: input.method,
      url: input.url,
      path: new URL(input.url).pathname,
      headers: input.headers,
      body: await input.text(),
    };
    seen.push(request);
    const answer = await route(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    const hasBody = answer.body !== undefined && answer.status !== 204;
    return new Response(hasBody ? JSON.stringify(answer.body) : null, {
      status: answer.status,
      headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    });
  }) as typeof fetch;
  return seen;
}

/** An answer that arrives only when the test says so, to look at a screen while a call is under way. */
export function deferredAnswer() {
  let resolve: (answer: StubAnswer) => void = () => undefined;
  const promise = new Promise<StubAnswer>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
