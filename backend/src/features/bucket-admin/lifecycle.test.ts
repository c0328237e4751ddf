import { parseBucketConfig } from '../../platform/minio/s3/bucket-config-xml';
import { lifecycleRuleOf } from './lifecycle';
import { asList, asRecord } from './s3-rule-filter';

describe('lifecycleRuleOf', () => {
  it('shows an expiry rule with tags, every text as MinIO stored it', () => {
    const xml =
      '<LifecycleConfiguration><Rule><ID>r1</ID><Status>Enabled</Status><Filter><And><Prefix> 007 </Prefix>' +
      '<Tag><Key>year</Key><Value>2024</Value></Tag><Tag><Key>team</Key><Value>0x10</Value></Tag></And></Filter>' +
      '<Expiration><Days>30</Days></Expiration><NoncurrentVersionExpiration><NoncurrentDays>7</NoncurrentDays>' +
      '</NoncurrentVersionExpiration></Rule></LifecycleConfiguration>';
    const [raw] = asList(parseBucketConfig('lifecycle', xml)['Rule']);
    expect(lifecycleRuleOf(asRecord(raw))).toEqual({
      id: 'r1',
      status: 'Enabled',
      prefix: ' 007 ',
      expiration: { days: 30, noncurrent_expiration_days: 7 },
      tags: [
        { key: 'year', value: '2024' },
        { key: 'team', value: '0x10' },
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
