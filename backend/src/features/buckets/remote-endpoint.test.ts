import { ApiError } from '../../platform/errors/api-error';
import { MinioError, MinioUnreachableError } from '../../platform/minio/errors';
import { remoteEndpointOf, remoteProblem } from './remote-buckets';

describe('remoteEndpointOf', () => {
  it('takes host:port with the TLS switch, or a full http(s) URL', () => {
    expect(remoteEndpointOf('minio.example:9000')).toEqual({
      url: 'https://minio.example:9000',
      hostPort: 'minio.example:9000',
      secure: true,
    });
    expect(remoteEndpointOf('10.0.0.5:9000', false)).toMatchObject({ url: 'http://10.0.0.5:9000', secure: false });
    expect(remoteEndpointOf('http://10.0.0.5:9000/', true)).toMatchObject({ hostPort: '10.0.0.5:9000', secure: false });
  });

  it.each([
    'ftp://host:21',
    'file:///etc/passwd',
    'host:9000/path',
    'user:pw@host:9000',
    'host:9000?x=1',
    'http://',
    ' ',
  ])('refuses %j', (typed) => {
    expect(() => remoteEndpointOf(typed)).toThrow(ApiError);
  });
});

describe('remoteProblem', () => {
  const remote = remoteEndpointOf('remote:9000');

  it('never answers 401 for keys the remote refuses, and names the cause', () => {
    const refused = remoteProblem(new MinioError({ status: 403, code: 'InvalidAccessKeyId', message: 'no' }), remote);
    expect(refused).toMatchObject({
      status: 400,
      message: 'The remote server https://remote:9000 refused the credentials',
    });
    const silent = remoteProblem(new MinioUnreachableError('https://remote:9000', 'refused'), remote);
    expect(silent).toMatchObject({ status: 400, message: 'The remote server https://remote:9000 did not answer' });
    const moved = remoteProblem(new MinioError({ status: 307, code: 'HTTP307', message: 'moved' }), remote);
    expect(moved.message).toContain('redirect');
  });

  it('does not echo what a server that is not S3 answered', () => {
    const odd = remoteProblem(new Error('<html>secret internal page</html>'), remote);
    expect(odd.message).toContain('did not answer like an S3 server');
    expect(odd.detailedMessage).not.toContain('secret');
  });
});
