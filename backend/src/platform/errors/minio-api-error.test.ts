import { parseMinioError } from '../minio/errors';
import { minioToApiError } from './minio-api-error';

const xml = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

describe('minioToApiError', () => {
  it('says a starting or overloaded server is not ready (503), not that it failed', () => {
    const error = parseMinioError(503, xml('XMinioServerNotInitialized', 'Server not initialized, please try again.'));
    expect(minioToApiError(error)).toMatchObject({
      status: 503,
      message: 'The storage server is not ready yet, try again',
    });
  });

  it('reports other server faults as 502, never as a success', () => {
    expect(
      minioToApiError(parseMinioError(500, xml('InternalError', 'We encountered an internal error'))),
    ).toMatchObject({ status: 502, message: 'The storage server failed' });
  });

  it('asks for a new login when the temporary credentials no longer work', () => {
    expect(minioToApiError(parseMinioError(403, xml('ExpiredToken', 'The security token has expired')))).toMatchObject({
      status: 401,
    });
  });
});
