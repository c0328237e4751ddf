import { ApiError } from '../../platform/errors/api-error';
import { createLogger } from '../../platform/logging/logger';
import { MinioError, MinioUnreachableError } from '../../platform/minio/errors';
import { OutboundPolicy } from '../../platform/net/outbound-policy';
import { OUTBOUND_REFUSED_MESSAGE, OutboundRefusedError } from '../../platform/net/outbound-refusal';
import { remoteEndpointOf, remoteProblem } from './remote-buckets';

const log: string[] = [];
const outbound = new OutboundPolicy(
  { allowLoopback: false, allowPrivate: true, trustedEndpoints: [] },
  createLogger('debug', (line) => log.push(line)),
);

describe('remoteEndpointOf', () => {
  it('takes host:port with the TLS switch, or a full http(s) URL', () => {
    expect(remoteEndpointOf(outbound, 'minio.example:9000')).toEqual({
      url: 'https://minio.example:9000',
      hostPort: 'minio.example:9000',
      secure: true,
    });
    expect(remoteEndpointOf(outbound, '10.0.0.5:9000', false)).toMatchObject({
      url: 'http://10.0.0.5:9000',
      secure: false,
    });
    expect(remoteEndpointOf(outbound, 'http://10.0.0.5:9000/', true)).toMatchObject({
      hostPort: '10.0.0.5:9000',
      secure: false,
    });
  });

  it('hands on the canonical form of an address, not the typed one', () => {
    expect(remoteEndpointOf(outbound, '0x0a000005:9000', false)).toMatchObject({ hostPort: '10.0.0.5:9000' });
  });

  it.each(['ftp://host:21', 'file:///etc/passwd', 'host:9000/path', 'host:9000?x=1', 'http://', ' '])(
    'refuses %j',
    (typed) => {
      expect(() => remoteEndpointOf(outbound, typed)).toThrow(ApiError);
    },
  );

  it.each(['user:pw@host:9000', '[fe80::1%25eth0]:9000'])('refuses %j with the neutral answer', (typed) => {
    expect(() => remoteEndpointOf(outbound, typed)).toThrow(OutboundRefusedError);
  });
});

describe('remoteProblem', () => {
  const remote = remoteEndpointOf(outbound, 'remote:9000');

  it("describes an S3 server's refusal of the keys, never as a 401", () => {
    const keys = new MinioError({ status: 403, code: 'InvalidAccessKeyId', message: 'no', requestId: '18A' });
    expect(remoteProblem(outbound, keys, remote)).toMatchObject({
      status: 400,
      message: 'The remote server https://remote:9000 refused the credentials',
    });
  });

  it('answers everything that is not an S3 server speaking with the one neutral refusal', () => {
    const failures = [
      new MinioUnreachableError('https://remote:9000', 'refused'),
      new MinioUnreachableError('https://remote:9000', 'timeout'),
      new MinioError({ status: 307, code: 'HTTP307', message: 'moved', requestId: '18A' }),
      // A web server's bare 403: no S3 request id, so nothing says an S3 server is there.
      new MinioError({ status: 403, code: 'AccessDenied', message: 'Access Denied.' }),
      new Error('<html>secret internal page</html>'),
    ];
    for (const failure of failures) {
      const answer = remoteProblem(outbound, failure, remote);
      expect(answer).toBeInstanceOf(OutboundRefusedError);
      expect(answer.body).toEqual(new OutboundRefusedError().body);
      expect(answer.message).toBe(OUTBOUND_REFUSED_MESSAGE);
      expect(JSON.stringify(answer.body)).not.toContain('secret');
    }
    expect(log.join('\n')).toContain('secret internal page');
  });
});
