import { generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { checkLicence, isLicenceShaped } from './licence-token';

const pair = () => generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
const provider = pair();
const publicPem = provider.publicKey.export({ type: 'spki', format: 'pem' }).toString();

const licence = (expiresIn: number, signer = provider.privateKey) =>
  new SignJWT({ org: 'Example Corp', cap: 100, plan: 'enterprise' })
    .setProtectedHeader({ alg: 'ES384' })
    .setSubject('buyer@example.com')
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(signer);

describe('checkLicence', () => {
  it('reads a licence the provider signed: organization, capacity in TiB, plan, requestor, expiry', async () => {
    expect(await checkLicence(await licence(86_400), publicPem)).toEqual({
      status: 'valid',
      organization: 'Example Corp',
      storage_capacity: 100,
      plan: 'ENTERPRISE',
      email: 'buyer@example.com',
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('calls an expired licence expired, keeping its signed fields', async () => {
    expect(await checkLicence(await licence(-60), publicPem)).toMatchObject({
      status: 'expired',
      organization: 'Example Corp',
    });
  });

  it('trusts nothing in a licence signed by another key, or without a key to check it', async () => {
    const forged = await licence(86_400, pair().privateKey);
    expect(await checkLicence(forged, publicPem)).toEqual({
      status: 'invalid',
      problem: expect.stringContaining('signature'),
    });
    expect((await checkLicence(await licence(86_400), undefined)).status).toBe('invalid');
    expect((await checkLicence(await licence(86_400), 'not a key')).status).toBe('invalid');
    expect(await checkLicence('a.b.c', publicPem)).toEqual({ status: 'invalid', problem: 'This is not a licence key' });
  });

  it('takes only the shape of a compact token, so nothing else reaches MinIO’s configuration text', () => {
    expect(isLicenceShaped('aGVhZA.cGF5bG9hZA.c2ln')).toBe(true);
    expect(isLicenceShaped('a.b.c api_key=x')).toBe(false);
    expect(isLicenceShaped('a.b')).toBe(false);
  });
});
