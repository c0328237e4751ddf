import { parseBucketConfig, readObjectTags, tagsOf } from './bucket-config-xml';

/** How MinIO (Go's encoder) writes a text: `'` `"` as numeric references, a carriage return as `&#xD;`. */
const lifecycle = (prefix: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<LifecycleConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">` +
  `<Rule><ID>007</ID><Status>Enabled</Status><Filter><Prefix>${prefix}</Prefix></Filter>` +
  `<Expiration><Days>5</Days></Expiration></Rule></LifecycleConfiguration>`;

describe('parseBucketConfig', () => {
  it('keeps number-like and spaced texts exactly, and makes a lone rule a list', () => {
    for (const prefix of ['007', '0x10', '1e3', ' sp ', 'true', '12345678901234567890']) {
      expect(parseBucketConfig('lifecycle', lifecycle(prefix))).toEqual({
        Rule: [{ ID: '007', Status: 'Enabled', Filter: { Prefix: prefix }, Expiration: { Days: '5' } }],
      });
    }
  });

  it('decodes every reference exactly once, a literal `&#39;` and a carriage return included', () => {
    const stored = lifecycle('it&#39;s &#34;q&#34; &amp; &lt;a&gt; &amp;#39; &amp;amp;&#xD;&#xA;/');
    const rules = parseBucketConfig('lifecycle', stored)['Rule'] as Array<{ Filter: { Prefix: string } }>;
    expect(rules[0]?.Filter.Prefix).toBe(`it's "q" & <a> &#39; &amp;\r\n/`);
  });

  it('gives an empty element as empty text, and drops indentation between elements', () => {
    const indented =
      '<ReplicationConfiguration>\n  <Role></Role>\n  <Rule>\n    <ID>r</ID>\n    <Filter>\n      <And>\n' +
      '        <Prefix> </Prefix>\n        <Tag><Key>k</Key><Value>1</Value></Tag>\n      </And>\n    </Filter>\n' +
      '  </Rule>\n</ReplicationConfiguration>\n';
    expect(parseBucketConfig('replication', indented)).toEqual({
      Role: '',
      Rule: [{ ID: 'r', Filter: { And: { Prefix: ' ', Tag: [{ Key: 'k', Value: '1' }] } } }],
    });
  });

  it('reads event subscriptions with their lists, and an empty configuration as nothing', () => {
    const xml =
      '<NotificationConfiguration><QueueConfiguration><Id>1</Id><Queue>arn:minio:sqs::1:webhook</Queue>' +
      '<Event>s3:ObjectCreated:*</Event><Filter><S3Key><FilterRule><Name>prefix</Name><Value>007</Value>' +
      '</FilterRule></S3Key></Filter></QueueConfiguration></NotificationConfiguration>';
    expect(parseBucketConfig('notification', xml)).toEqual({
      QueueConfiguration: [
        {
          Id: '1',
          Queue: 'arn:minio:sqs::1:webhook',
          Event: ['s3:ObjectCreated:*'],
          Filter: { S3Key: { FilterRule: [{ Name: 'prefix', Value: '007' }] } },
        },
      ],
    });
    const empty =
      '<NotificationConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></NotificationConfiguration>';
    expect(parseBucketConfig('notification', empty)).toEqual({});
  });

  it('keeps a KMS key ID as text', () => {
    const xml =
      '<ServerSideEncryptionConfiguration><Rule><ApplyServerSideEncryptionByDefault><SSEAlgorithm>aws:kms' +
      '</SSEAlgorithm><KMSMasterKeyID>007</KMSMasterKeyID></ApplyServerSideEncryptionByDefault></Rule>' +
      '</ServerSideEncryptionConfiguration>';
    expect(parseBucketConfig('encryption', xml)).toEqual({
      Rule: [{ ApplyServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: '007' } }],
    });
  });

  it('reads a tag set with every key and value exact, a lone tag and an empty value included', () => {
    const tagging = (tags: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>` +
      `${tags}</TagSet></Tagging>`;
    const tag = (key: string, value: string) => `<Tag><Key>${key}</Key><Value>${value}</Value></Tag>`;
    expect(tagsOf(parseBucketConfig('tagging', tagging(tag('007', '007'))))).toEqual({ '007': '007' });
    const awkward = [
      tag(' k ', ' sp '),
      tag('x', '0x10'),
      tag('t', 'true'),
      tag('e', ''),
      '<Tag><Key>s</Key><Value/></Tag>',
    ];
    expect(tagsOf(parseBucketConfig('tagging', tagging(awkward.join(''))))).toEqual({
      ' k ': ' sp ',
      x: '0x10',
      t: 'true',
      e: '',
      s: '',
    });
    const quoted = tag('c', 'it&#39;s &#34;q&#34; &amp; &lt;a&gt; &amp;#39;');
    expect(tagsOf(parseBucketConfig('tagging', tagging(quoted)))).toEqual({ c: `it's "q" & <a> &#39;` });
    expect(tagsOf(parseBucketConfig('tagging', tagging('')))).toEqual({});
  });

  it('refuses a key with a dot segment, which the request URL would collapse into another object', async () => {
    // Nothing listens on port 9: a request that was sent would fail as unreachable, not as a 400.
    const connection = { endpoint: 'http://127.0.0.1:9', credentials: { accessKey: 'a', secretKey: 'b' } };
    for (const key of ['a/../k', './k', '..', '']) {
      await expect(readObjectTags(connection, 'bucket', key)).rejects.toMatchObject({ status: 400 });
    }
  });
});
