/** Why a socket closed or never opened, as the page explains it. */
export type LiveFailure =
  | { readonly kind: 'refused'; readonly message: string; readonly detail: string }
  | { readonly kind: 'blocked' }
  | { readonly kind: 'ended'; readonly reason: string };

/**
 * A browser's WebSocket hides the answer of a refused handshake (it only reports 1006). The console answers the same
 * address fetched without an upgrade with the same checks: an ApiError for a refusal (a malformed filter, a missing
 * bucket, no session), or 426 when they pass — then something between the browser and the console dropped the
 * upgrade, typically a proxy without websocket support.
 */
export async function explainFailedHandshake(relative: string): Promise<LiveFailure> {
  let response: Response;
  try {
    response = await fetch(relative, { credentials: 'same-origin' });
  } catch {
    return { kind: 'ended', reason: '' };
  }
  if (response.status === 426) return { kind: 'blocked' };
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; detailedMessage?: unknown };
  const message = typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
  // The console or MinIO is not ready (a restart): worth trying again, unlike a refusal of what was asked.
  if (response.status >= 500) return { kind: 'ended', reason: message };
  return {
    kind: 'refused',
    message,
    detail: typeof body.detailedMessage === 'string' ? body.detailedMessage : '',
  };
}
