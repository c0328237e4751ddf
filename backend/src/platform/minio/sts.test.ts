import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MinioError, MinioProtocolError } from './errors';
import { assumeRole, parseAssumeRoleResponse } from './sts';

const SUCCESS = `<?xml version="1.0" encoding="UTF-8"?>
<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><AssumeRoleResult><AssumedRoleUser><Arn></Arn>
<AssumeRoleId></AssumeRoleId></AssumedRoleUser><Credentials><AccessKeyId>Y4RJU1RNFGK48LGO9I2S</AccessKeyId>
<SecretAccessKey>sYLRKS1Z7hSjluf6gEbb9066hnx315wHTiACPAjg</SecretAccessKey>
<SessionToken>eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJhY2Nlc3NLZXkiOiJZNFJKVTFSTkZHSzQ4TEdPOUkyUyJ9.x</SessionToken>
<Expiration>2026-11-22T10:20:30Z</Expiration></Credentials></AssumeRoleResult><ResponseMetadata>
<RequestId>1879F2</RequestId></ResponseMetadata></AssumeRoleResponse>`;

describe('parseAssumeRoleResponse', () => {
  it('reads the credentials', () => {
    expect(parseAssumeRoleResponse(SUCCESS)).toEqual({
      accessKey: 'Y4RJU1RNFGK48LGO9I2S',
      secretKey: 'sYLRKS1Z7hSjluf6gEbb9066hnx315wHTiACPAjg',
      sessionToken: 'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJhY2Nlc3NLZXkiOiJZNFJKVTFSTkZHSzQ4TEdPOUkyUyJ9.x',
      expiration: new Date('2026-11-22T10:20:30Z'),
    });
  });

  it('reads the LDAP variant, which shares the Credentials shape', () => {
    const ldap = SUCCESS.replace(/AssumeRoleResponse/g, 'AssumeRoleWithLDAPIdentityResponse').replace(
      /AssumeRoleResult/g,
      'AssumeRoleWithLDAPIdentityResult',
    );
    expect(parseAssumeRoleResponse(ldap).accessKey).toBe('Y4RJU1RNFGK48LGO9I2S');
  });

  it('rejects incomplete answers', () => {
    expect(() => parseAssumeRoleResponse('<AssumeRoleResponse></AssumeRoleResponse>')).toThrow(MinioProtocolError);
    expect(() => parseAssumeRoleResponse(SUCCESS.replace(/<SessionToken>.*<\/SessionToken>/, ''))).toThrow(
      /no complete Credentials/,
    );
    expect(() => parseAssumeRoleResponse(SUCCESS.replace('2026-11-22T10:20:30Z', 'soon'))).toThrow(/Expiration/);
  });
});

describe('assumeRole', () => {
  let server: Server;
  let endpoint: string;
  let seen: { url?: string; headers: Record<string, unknown>; body: string } | undefined;
  let status = 200;
  let answer = SUCCESS;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen = { url: request.url, headers: request.headers, body };
        response.statusCode = status;
        response.end(answer);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('posts a form signed for service sts with an empty query', async () => {
    const credentials = await assumeRole(endpoint, { accessKey: 'minioadmin', secretKey: 'minioadmin-secret' }, 3600);
    expect(credentials.accessKey).toBe('Y4RJU1RNFGK48LGO9I2S');
    expect(seen?.url).toBe('/');
    expect(seen?.body).toBe('Action=AssumeRole&Version=2011-06-15&DurationSeconds=3600');
    expect(seen?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(String(seen?.headers['authorization'])).toMatch(
      /Credential=minioadmin\/\d{8}\/us-east-1\/sts\/aws4_request/,
    );
    expect(seen?.headers['x-amz-security-token']).toBeUndefined();
  });

  it('turns an STS error answer into a MinioError with its code', async () => {
    status = 403;
    answer =
      '<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/"><Error><Type></Type><Code>AccessDenied</Code>' +
      '<Message>The Access Key Id you provided does not exist in our records.</Message></Error>' +
      '<RequestId>R</RequestId></ErrorResponse>';
    const attempt = assumeRole(endpoint, { accessKey: 'nobody', secretKey: 'whatever1' }, 900);
    await expect(attempt).rejects.toBeInstanceOf(MinioError);
    await expect(attempt).rejects.toMatchObject({ status: 403, code: 'AccessDenied', requestId: 'R' });
  });

  it('refuses durations MinIO would refuse', async () => {
    await expect(assumeRole(endpoint, { accessKey: 'a', secretKey: 'b' }, 60)).rejects.toThrow(RangeError);
    await expect(assumeRole(endpoint, { accessKey: 'a', secretKey: 'b' }, 1.5e9)).rejects.toThrow(RangeError);
  });
});
