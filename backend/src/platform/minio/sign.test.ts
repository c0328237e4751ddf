import { encodeQuery, encodeRfc3986, encodeS3Path } from './request-target';
import { EMPTY_BODY_SHA256, sha256Hex, signRequest } from './sign';

/** minio-js's signer (Apache-2.0), an independent implementation to compare against. */
const minioJs = jest.requireActual<{
  signV4(
    request: { method: string; path: string; headers: Record<string, string> },
    accessKey: string,
    secretKey: string,
    region: string,
    requestDate: Date,
    sha256sum: string,
    serviceName?: string,
  ): string;
}>('minio/dist/main/signing.js');

const DATE = new Date('2026-11-21T10:20:30Z');
const CREDENTIALS = { accessKey: 'AKIDEXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

describe('request target encoding', () => {
  it('encodes like Go: unreserved kept, everything else as uppercase UTF-8 percent escapes', () => {
    expect(encodeRfc3986("a-b_c.d~e f+g*h/i'ü")).toBe('a-b_c.d~e%20f%2Bg%2Ah%2Fi%27%C3%BC');
    expect(encodeS3Path('/minio/admin/v3/heal/my bucket/a+b')).toBe('/minio/admin/v3/heal/my%20bucket/a%2Bb');
  });

  it('sorts the query by key and value, keeps empty values and drops undefined ones', () => {
    expect(encodeQuery({ subSys: 'api', key: '', b: ['z', 'a'], skip: undefined, metrics: false, n: 3 })).toBe(
      'b=a&b=z&key=&metrics=false&n=3&subSys=api',
    );
  });
});

describe('signRequest', () => {
  it('sets the headers MinIO requires and signs host, content hash and date', async () => {
    const headers = await signRequest({
      method: 'GET',
      url: 'http://127.0.0.1:9000/minio/admin/v3/info?metrics=false',
      bodySha256: EMPTY_BODY_SHA256,
      credentials: CREDENTIALS,
      date: DATE,
    });
    expect(headers['host']).toBe('127.0.0.1:9000');
    expect(headers['x-amz-date']).toBe('20261121T102030Z');
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_BODY_SHA256);
    expect(headers['x-amz-security-token']).toBeUndefined();
    expect(headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261121\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it.each([
    ['GET', '/minio/admin/v3/info', 'metrics=false', '', 's3', undefined],
    ['PUT', '/minio/admin/v3/add-user', 'accessKey=alice', 'encrypted bytes', 's3', 'session-token-value'],
    ['GET', '/minio/admin/v3/help-config-kv', 'key=&subSys=api', '', 's3', undefined],
    ['GET', '/minio/admin/v3/heal/my%20bucket/a%2Bb', 'clientToken=x%2Fy', '', 's3', undefined],
    ['POST', '/', '', 'Action=AssumeRole&Version=2011-06-15&DurationSeconds=900', 'sts', undefined],
  ] as const)('agrees with minio-js for %s %s?%s', async (method, path, query, body, service, token) => {
    const url = `http://localhost:9000${path}${query ? `?${query}` : ''}`;
    const bodySha256 = sha256Hex(body);
    const credentials = token ? { ...CREDENTIALS, sessionToken: token } : CREDENTIALS;
    const ours = await signRequest({ method, url, bodySha256, credentials, service, region: 'eu-west-1', date: DATE });
    const signed: Record<string, string> = {
      host: 'localhost:9000',
      'x-amz-content-sha256': bodySha256,
      'x-amz-date': '20261121T102030Z',
      ...(token ? { 'x-amz-security-token': token } : {}),
    };
    const theirs = minioJs.signV4(
      { method, path: `${path}${query ? `?${query}` : ''}`, headers: signed },
      CREDENTIALS.accessKey,
      CREDENTIALS.secretKey,
      'eu-west-1',
      DATE,
      bodySha256,
      service,
    );
    expect(ours['authorization']).toBe(theirs);
    if (token) expect(ours['x-amz-security-token']).toBe(token);
  });
});
