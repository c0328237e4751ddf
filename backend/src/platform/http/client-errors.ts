import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../errors/api-error';

/** What a request Node's parser refused gets, by the parser's error code; anything else is a 400. */
const ANSWERS: Readonly<Record<string, ApiError>> = {
  HPE_HEADER_OVERFLOW: new ApiError(
    431,
    'The request is too large',
    'The request line and headers together exceed the size the console accepts (a very long URL or cookie).',
  ),
  ERR_HTTP_REQUEST_TIMEOUT: new ApiError(408, 'The request took too long to arrive', 'Send it again.'),
  ERR_HTTP_HEADERS_TIMEOUT: new ApiError(408, 'The request took too long to arrive', 'Send it again.'),
};

const MALFORMED = new ApiError(400, 'Malformed HTTP request', 'The console could not read the request.');

/** The raw HTTP answer for a refused request: the usual `{code, message, detailedMessage}` body, then close. */
export function clientErrorAnswer(errorCode: string | undefined): string {
  const error = (errorCode && ANSWERS[errorCode]) || MALFORMED;
  const body = JSON.stringify(error.body);
  const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[error.status];
  return (
    `HTTP/1.1 ${error.status} ${reason ?? ''}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Requests Node's HTTP parser refuses before any handler sees them (a URL or headers over the size limit,
 * malformed request lines) get the same JSON error body as every other refusal, instead of Node's empty answer.
 * A connection that is already gone is just closed.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorAnswer(error.code));
  });
}
