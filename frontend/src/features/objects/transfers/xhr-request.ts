import { CSRF_HEADERS } from '@frontend/api/csrf-headers';
import { errorFromResponse, networkError } from '@frontend/api/api-error';

/** A request sent with XMLHttpRequest, the only browser API that reports upload progress. */
export interface XhrRequest {
  readonly method: 'POST' | 'PUT';
  readonly url: string;
  readonly body: XMLHttpRequestBodyInit;
  readonly headers?: Record<string, string>;
  readonly signal: AbortSignal;
  /** Bytes of the body sent so far. */
  readonly onProgress: (loaded: number) => void;
  /**
   * A presigned URL of MinIO (direct transfers): no console cookie or CSRF header goes there, and the answer is
   * MinIO's (`{ etag }`, from its ETag header) rather than the console's JSON.
   */
  readonly toMinio?: boolean;
}

/** Thrown when the request was cancelled through its signal. */
export class XhrAborted extends Error {
  constructor() {
    super('Cancelled');
  }
}

/**
 * Sends the request and resolves with the parsed JSON answer (or undefined for an empty one). A failure rejects
 * with the client's `ApiRequestError` (status undefined when the connection dropped), so callers handle both
 * the same way as other calls.
 */
export function sendXhr(request: XhrRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new XhrAborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    xhr.withCredentials = request.toMinio !== true;
    const headers = request.toMinio === true ? request.headers : { ...CSRF_HEADERS, ...request.headers };
    for (const [name, value] of Object.entries(headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => request.onProgress(event.loaded);
    const onAbort = () => xhr.abort();
    request.signal.addEventListener('abort', onAbort, { once: true });
    xhr.onabort = () => reject(new XhrAborted());
    xhr.onerror = () => reject(networkError(new TypeError('The connection dropped')));
    xhr.onload = () => {
      request.signal.removeEventListener('abort', onAbort);
      const body = request.toMinio === true ? undefined : parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(request.toMinio === true ? { etag: (xhr.getResponseHeader('ETag') ?? '').replace(/"/g, '') } : body);
      } else reject(errorFromResponse(xhr.status, body));
    };
    xhr.send(request.body);
  });
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
