import { parseBucketConfig } from '../../platform/minio/s3/bucket-config-xml';
import { replicationXml, ruleFromParsed, type ReplicationRuleConfig } from './replication-config';
import { asList, asRecord } from './s3-rule-filter';

const rule: ReplicationRuleConfig = {
  id: 'r1',
  status: 'Enabled',
  priority: 2,
  destination: 'arn:minio:replication::abc:target',
  prefix: 'docs/',
  tags: [{ key: 'team', value: 'web' }],
  deleteMarkers: true,
  deletes: false,
  metadataSync: true,
  existingObjects: true,
};

describe('replication rules', () => {
  it('writes an empty Role, so that rules may name different targets, and escapes values', () => {
    const xml = replicationXml([{ ...rule, prefix: 'a&b/' }]);
    expect(xml).toContain('<ReplicationConfiguration><Role></Role><Rule><ID>r1</ID>');
    expect(xml).toContain(
      '<Filter><And><Prefix>a&amp;b/</Prefix><Tag><Key>team</Key><Value>web</Value></Tag></And></Filter>',
    );
    expect(xml).toContain('<DeleteReplication><Status>Disabled</Status></DeleteReplication>');
    expect(xml).toContain('<Destination><Bucket>arn:minio:replication::abc:target</Bucket></Destination>');
  });

  it('reads back exactly what it writes, number-like, spaced and escaped texts included', () => {
    for (const prefix of ['007', '0x10', ' sp /', `it's "q" & <a> &#39;/`]) {
      const written = { ...rule, prefix, tags: [{ key: ' 1e3 ', value: '007' }] };
      const [read] = asList(parseBucketConfig('replication', replicationXml([written]))['Rule']);
      expect(ruleFromParsed(asRecord(read))).toEqual(written);
    }
  });

  it('reads rules with a single tag, or a legacy prefix outside the filter', () => {
    const parsed = {
      ID: 'r1',
      Status: 'Enabled',
      Priority: '2',
      DeleteMarkerReplication: { Status: 'Enabled' },
      DeleteReplication: { Status: 'Disabled' },
      Destination: { Bucket: 'arn:minio:replication::abc:target' },
      Filter: { And: { Prefix: 'docs/', Tag: { Key: 'team', Value: 'web' } } },
      SourceSelectionCriteria: { ReplicaModifications: { Status: 'Enabled' } },
      ExistingObjectReplication: { Status: 'Enabled' },
    };
    expect(ruleFromParsed(parsed)).toEqual(rule);
    expect(ruleFromParsed({ ID: '7', Priority: '1', Prefix: '2024' })).toMatchObject({
      id: '7',
      priority: 1,
      prefix: '2024',
      tags: [],
    });
  });
});
