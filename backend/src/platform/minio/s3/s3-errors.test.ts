import { S3Error } from 'minio';
import { MinioError } from '../errors';
import { translateS3Error } from './s3-errors';

describe('translateS3Error', () => {
  it('decodes the character references minio-js leaves in MinIO’s message', () => {
    // What minio-js makes of `<Message>invalid version &#39;1&#34;&#39;</Message>`: named entities decoded, not these.
    const thrown = Object.assign(new S3Error(), {
      code: 'MalformedPolicy',
      message: 'invalid version &#39;1&#34;&#39;',
      resource: '/a&#34;b',
    });
    const error = translateS3Error(thrown, 'http://minio:9000');
    expect(error).toBeInstanceOf(MinioError);
    expect(error).toMatchObject({ code: 'MalformedPolicy', message: `invalid version '1"'`, resource: '/a"b' });
  });
});
