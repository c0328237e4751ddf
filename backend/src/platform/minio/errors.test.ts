import { MinioError, MinioUnreachableError, parseMinioError, unreachableFromError } from './errors';

describe('parseMinioError', () => {
  it('reads MinIO admin JSON errors', () => {
    const body = JSON.stringify({
      Code: 'XMinioAdminNoSuchUser',
      Message: 'The specified user does not exist. (Specified user does not exist)',
      Resource: '/minio/admin/v3/user-info',
      RequestId: '1879F2A5F3F0D4C2',
      HostId: 'dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7ac2e3e8',
    });
    const error = parseMinioError(404, body);
    expect(error).toBeInstanceOf(MinioError);
    expect(error).toMatchObject({
      status: 404,
      code: 'XMinioAdminNoSuchUser',
      message: 'The specified user does not exist. (Specified user does not exist)',
      resource: '/minio/admin/v3/user-info',
      requestId: '1879F2A5F3F0D4C2',
    });
  });

  it('reads S3 XML errors', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied.</Message>' +
      '<Resource>/bucket</Resource><RequestId>ABC</RequestId><HostId>h</HostId></Error>';
    expect(parseMinioError(403, body)).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: 'Access Denied.',
      resource: '/bucket',
      requestId: 'ABC',
    });
  });

  it('decodes the entities of S3 XML errors: MinIO writes every quote as &#34;', () => {
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>MalformedPolicy</Code>' +
      '<Message>invalid version &#39;2012-10-17&#34;&#39; &amp; &lt;more&gt;</Message>' +
      '<Resource>/b&amp;c</Resource><RequestId>ABC</RequestId></Error>';
    expect(parseMinioError(400, body)).toMatchObject({
      message: `invalid version '2012-10-17"' & <more>`,
      resource: '/b&c',
    });
  });

  it('reads STS XML errors, with the request id outside the Error element', () => {
    const body =
      '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type></Type>' +
      '<Code>SignatureDoesNotMatch</Code><Message>The request signature we calculated does not match.</Message>' +
      '</Error><RequestId>1879F2</RequestId></ErrorResponse>';
    expect(parseMinioError(403, body)).toMatchObject({
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match.',
      requestId: '1879F2',
    });
  });

  it('falls back to MinIO error headers, then to the status', () => {
    const headers = new Headers({
      'x-minio-error-code': 'NoSuchKey',
      'x-minio-error-desc': '"The key does not exist."',
    });
    expect(parseMinioError(404, '', headers)).toMatchObject({ code: 'NoSuchKey' });
    expect(parseMinioError(502, '')).toMatchObject({ status: 502, code: 'HTTP502', message: 'HTTP status 502' });
    expect(parseMinioError(502, '<html><body><h1>Bad Gateway</h1></body></html>').message).toBe(
      'HTTP status 502: Bad Gateway',
    );
  });
});

describe('unreachableFromError', () => {
  const systemError = (code: string): Error => Object.assign(new Error(`connect ${code}`), { code });
  const fetchFailed = (cause: unknown): TypeError => new TypeError('fetch failed', { cause });

  it.each([
    ['ECONNREFUSED', 'refused'],
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['UND_ERR_CONNECT_TIMEOUT', 'timeout'],
    ['ECONNRESET', 'reset'],
    ['EHOSTUNREACH', 'network'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'tls'],
  ])('maps %s (inside fetch failed) to %s', (code, reason) => {
    const error = unreachableFromError(fetchFailed(systemError(code)), 'http://minio:9000');
    expect(error).toBeInstanceOf(MinioUnreachableError);
    expect(error?.reason).toBe(reason);
    expect(error?.message).toMatch(/^cannot reach the storage server at http:\/\/minio:9000 /);
  });

  it('maps a TimeoutError and a bare fetch failure', () => {
    expect(unreachableFromError(new DOMException('t', 'TimeoutError'), 'e')?.reason).toBe('timeout');
    expect(unreachableFromError(fetchFailed(new Error('other side closed')), 'e')?.reason).toBe('network');
  });

  it('leaves aborts and programming errors alone', () => {
    expect(unreachableFromError(new DOMException('stop', 'AbortError'), 'e')).toBeUndefined();
    expect(unreachableFromError(new RangeError('bug'), 'e')).toBeUndefined();
  });
});
