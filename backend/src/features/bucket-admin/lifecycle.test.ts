import { lifecycleRuleOf } from './lifecycle';

describe('lifecycleRuleOf', () => {
  it('shows an expiry rule with tags, numbers as minio-js parses them turned back into text', () => {
    const raw = {
      ID: 'r1',
      Status: 'Enabled',
      Filter: {
        And: {
          Prefix: 'logs/',
          Tag: [
            { Key: 'year', Value: 2024 },
            { Key: 'team', Value: 'web' },
          ],
        },
      },
      Expiration: { Days: 30 },
      NoncurrentVersionExpiration: { NoncurrentDays: 7 },
    };
    expect(lifecycleRuleOf(raw)).toEqual({
      id: 'r1',
      status: 'Enabled',
      prefix: 'logs/',
      expiration: { days: 30, noncurrent_expiration_days: 7 },
      tags: [
        { key: 'year', value: '2024' },
        { key: 'team', value: 'web' },
      ],
    });
  });

  it('shows a transition, delete markers and the legacy top-level prefix', () => {
    expect(
      lifecycleRuleOf({
        ID: 't',
        Status: 'Disabled',
        Prefix: 'old/',
        Transition: { Date: '2030-01-01T00:00:00Z', StorageClass: 'WARM' },
        Expiration: { ExpiredObjectDeleteMarker: 'true' },
      }),
    ).toEqual({
      id: 't',
      status: 'Disabled',
      prefix: 'old/',
      expiration: { delete_marker: true },
      transition: { date: '2030-01-01T00:00:00Z', storage_class: 'WARM' },
      tags: [],
    });
  });
});
