import { ApiError } from '../errors/api-error';

/**
 * The one answer for every address the console will not use for a user, or could not use: not allowed, does not
 * resolve, port closed, no answer, not an S3 server, a redirect. One text whatever happened, so that the console
 * cannot be used to map which hosts and ports answer; what really happened is in the server log.
 */
export const OUTBOUND_REFUSED_MESSAGE = 'The remote server cannot be used';

export const OUTBOUND_REFUSED_DETAIL =
  'Check the address, the port, the TLS setting and the credentials. The console does not connect to addresses its ' +
  'configuration does not allow, such as this host or link-local and cloud metadata addresses; the server log says ' +
  'why this one failed.';

/** The neutral 400; the reason stays on the server (logged by whoever raised it, never in the answer). */
export class OutboundRefusedError extends ApiError {
  constructor() {
    super(400, OUTBOUND_REFUSED_MESSAGE, OUTBOUND_REFUSED_DETAIL);
    this.name = 'OutboundRefusedError';
  }
}
