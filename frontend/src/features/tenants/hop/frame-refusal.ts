/** What the proxy answered instead of the tenant's console: its error's message and detail. */
export interface FrameRefusal {
  readonly message: string;
  readonly detail?: string;
}

/**
 * The proxy's refusal shown by a framed document, or undefined when the frame shows a page. When the proxy cannot
 * reach a tenant's console (no credentials it can use, no endpoint, a 403) it answers with the API's JSON error,
 * which a browser would display raw; the frame shows it as an error instead.
 */
export function frameRefusal(document: Pick<Document, 'contentType' | 'body'> | null): FrameRefusal | undefined {
  if (document?.contentType !== 'application/json') return undefined;
  try {
    const parsed = JSON.parse(document.body?.textContent ?? '') as {
      code?: unknown;
      message?: unknown;
      detailedMessage?: unknown;
    };
    if (typeof parsed.code !== 'number' || typeof parsed.message !== 'string') return undefined;
    return {
      message: parsed.message,
      ...(typeof parsed.detailedMessage === 'string' && parsed.detailedMessage !== ''
        ? { detail: parsed.detailedMessage }
        : {}),
    };
  } catch {
    return undefined;
  }
}
