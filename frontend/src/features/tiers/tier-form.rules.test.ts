import { emptyTierForm, tierFormProblems, tierNameInput, toAddTierRequest } from './tier-form.rules';

describe('the Add Tier form', () => {
  const filled = {
    ...emptyTierForm('s3'),
    name: 'COLD',
    bucket: 'archive',
    prefix: 'tiered/',
    region: 'us-east-1',
    accessKey: 'AK',
    secretKey: 'SK',
  };

  it('forces names to upper case and refuses other characters with the spec message', () => {
    expect(tierNameInput('cold-1')).toBe('COLD-1');
    expect(tierFormProblems('s3', { ...filled, name: 'COLD TIER' }).name).toMatch(
      /^Please verify that string is uppercase/,
    );
  });

  it('requires every field but the storage class, and an http(s) endpoint', () => {
    expect(tierFormProblems('s3', filled)).toEqual({});
    expect(tierFormProblems('s3', { ...filled, region: '' })).toEqual({ region: 'Field cannot be empty' });
    expect(tierFormProblems('s3', { ...filled, endpoint: 's3.amazonaws.com' }).endpoint).toMatch(/http\(s\) URL/);
    expect(Object.keys(tierFormProblems('azure', { ...emptyTierForm('azure'), name: 'A' }))).toEqual(
      expect.arrayContaining(['accountName', 'accountKey', 'bucket']),
    );
  });

  it('wants a JSON key file for gcs, sent base64 in the gcs block', () => {
    const gcs = { ...emptyTierForm('gcs'), name: 'G', bucket: 'b', prefix: 'p', region: 'r', creds: 'not json' };
    expect(tierFormProblems('gcs', gcs)).toEqual({ creds: 'The credentials file is not a JSON key file' });
    const request = toAddTierRequest('gcs', { ...gcs, creds: '{"type":"service_account"}' });
    expect(request.type).toBe('gcs');
    expect(atob(request.gcs?.creds ?? '')).toBe('{"type":"service_account"}');
  });

  it('sends the minio type with the s3 fields and no storage class', () => {
    expect(toAddTierRequest('minio', { ...filled, endpoint: 'http://10.0.0.5:9000', storageClass: 'X' })).toEqual({
      type: 'minio',
      minio: {
        name: 'COLD',
        endpoint: 'http://10.0.0.5:9000',
        bucket: 'archive',
        prefix: 'tiered/',
        region: 'us-east-1',
        accesskey: 'AK',
        secretkey: 'SK',
      },
    });
  });
});
