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

  it('puts a raw MinIO text in words, keeping the raw text as the detail', () => {
    const error = parseMinioError(400, xml('InvalidRequest', 'Bucket is missing ObjectLockConfiguration'));
    expect(minioToApiError(error)).toMatchObject({
      status: 400,
      message: 'This bucket was created without object locking, so legal hold and retention are not available',
      detailedMessage: 'Bucket is missing ObjectLockConfiguration (InvalidRequest)',
    });
    expect(
      minioToApiError(
        parseMinioError(
          409,
          xml(
            'BucketAlreadyOwnedByYou',
            'Your previous request to create the named bucket succeeded and you already own it.',
          ),
        ),
      ),
    ).toMatchObject({ status: 409, message: 'You already have a bucket with this name' });
  });

  it('keeps MinIO’s own message when it is already a sentence', () => {
    expect(minioToApiError(parseMinioError(403, xml('AccessDenied', 'Access Denied.')))).toMatchObject({
      status: 403,
      message: 'Access Denied.',
    });
  });

  it('asks for a new login when the temporary credentials no longer work', () => {
    expect(minioToApiError(parseMinioError(403, xml('ExpiredToken', 'The security token has expired')))).toMatchObject({
      status: 401,
    });
  });
});
