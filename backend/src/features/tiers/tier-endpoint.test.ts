import { ApiError } from '../../platform/errors/api-error';
import { createLogger } from '../../platform/logging/logger';
import type { TierConfig } from '../../platform/minio/admin/tiers';
import { MinioError } from '../../platform/minio/errors';
import { OutboundPolicy } from '../../platform/net/outbound-policy';
import { OutboundRefusedError } from '../../platform/net/outbound-refusal';
import { admitTierEndpoint, contactingTier } from './tier-endpoint';

const log: string[] = [];
const outbound = new OutboundPolicy(
  { allowLoopback: false, allowPrivate: true, trustedEndpoints: [] },
  createLogger('debug', (line) => log.push(line)),
);

const minioTier = (Endpoint: string): TierConfig => ({
  Version: 'v1',
  Type: 'minio',
  Name: 'COLD',
  MinIO: { Endpoint, AccessKey: 'a', SecretKey: 's', Bucket: 'b' },
});

describe('admitTierEndpoint', () => {
  it('hands MinIO the canonical form of the address it checked', async () => {
    expect((await admitTierEndpoint(outbound, minioTier('http://0x0a000005:9000'))).MinIO?.Endpoint).toBe(
      'http://10.0.0.5:9000',
    );
    expect((await admitTierEndpoint(outbound, minioTier(' https://10.0.0.5/ '))).MinIO?.Endpoint).toBe(
      'https://10.0.0.5',
    );
  });

  it.each([
    'http://user:pw@127.0.0.1:22',
    'http://127.0.0.1:9000',
    'http://[::ffff:7f00:1]:9000',
    'http://169.254.169.254',
    'http://[fe80::1%25eth0]:9000',
  ])('refuses %s with the neutral answer', async (endpoint) => {
    await expect(admitTierEndpoint(outbound, minioTier(endpoint))).rejects.toBeInstanceOf(OutboundRefusedError);
  });

  it('refuses what is no http(s) URL with a 400 that says so', async () => {
    await expect(admitTierEndpoint(outbound, minioTier('10.0.0.5:9000'))).rejects.toMatchObject({
      status: 400,
      message: 'The tier endpoint is not an http(s) URL',
    });
  });

  it('leaves a gcs tier alone: MinIO calls Google', async () => {
    const gcs: TierConfig = { Version: 'v1', Type: 'gcs', Name: 'G', GCS: { Creds: 'e30=', Bucket: 'b' } };
    expect(await admitTierEndpoint(outbound, gcs)).toBe(gcs);
  });
});

describe('contactingTier', () => {
  it("answers MinIO's failures to reach the remote neutrally, keeping its dial error in the log only", async () => {
    const down = new MinioError({
      status: 400,
      code: 'XMinioBackendDown',
      message: 'dial tcp 10.0.0.5:22: connect: connection refused',
    });
    const answer = contactingTier(outbound, 'http://10.0.0.5:22', () => Promise.reject(down));
    await expect(answer).rejects.toBeInstanceOf(OutboundRefusedError);
    expect(log.join('\n')).toContain('connection refused');
  });

  it("passes MinIO's other answers on", async () => {
    const taken = new MinioError({ status: 409, code: 'XMinioAdminTierAlreadyExists', message: 'exists' });
    const answer = contactingTier(outbound, 'http://10.0.0.5:9000', () => Promise.reject(taken));
    await expect(answer).rejects.toBe(taken);
    await expect(contactingTier(outbound, '', () => Promise.resolve(7))).resolves.toBe(7);
    expect(new OutboundRefusedError()).toBeInstanceOf(ApiError);
  });
});
