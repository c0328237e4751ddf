import { MinioProtocolError } from '../../platform/minio/errors';
import { ListXml } from './list-xml';

const encode = (text: string) => new TextEncoder().encode(text);

const PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><Prefix>a%2F</Prefix><KeyCount>3</KeyCount>
<NextContinuationToken>tok&amp;en</NextContinuationToken><IsTruncated>true</IsTruncated>
<Contents><Key>a%2Fone</Key><LastModified>2026-11-22T06:40:00.000Z</LastModified><ETag>&#34;c4ca&#34;</ETag><Size>1</Size><Owner><ID>02d6</ID><DisplayName>minio</DisplayName></Owner></Contents>
<Contents><Key>a%2F%3Ctwo%3E</Key><ETag>&quot;x&#x41;&apos;&lt;&gt;&quot;</ETag><Size>22</Size></Contents>
<CommonPrefixes><Prefix>a%2Fdir%2F</Prefix></CommonPrefixes><Delimiter>/</Delimiter><StartAfter/></ListBucketResult>`;

describe('ListXml', () => {
  it('finds every item in order, and reads their fields with entities decoded', () => {
    const page = ListXml.of(encode(PAGE), 'ListBucketResult');
    const contents = page.items('Contents');
    expect(contents.map((item) => item.text('Key'))).toEqual(['a%2Fone', 'a%2F%3Ctwo%3E']);
    expect(contents.map((item) => item.text('ETag'))).toEqual(['"c4ca"', `"xA'<>"`]);
    expect(contents.map((item) => item.text('LastModified'))).toEqual(['2026-11-22T06:40:00.000Z', '']);
    expect(page.items('CommonPrefixes').map((item) => item.text('Prefix'))).toEqual(['a%2Fdir%2F']);
    expect(page.text('NextContinuationToken')).toBe('tok&en');
    expect(page.text('IsTruncated')).toBe('true');
  });

  it('answers empty for absent and self-closed fields, and no items when there are none', () => {
    const page = ListXml.of(encode(PAGE), 'ListBucketResult');
    expect(page.text('StartAfter')).toBe('');
    expect(page.text('NextKeyMarker')).toBe('');
    expect(page.items('Version')).toEqual([]);
  });

  it('tells Version items apart from VersionId fields', () => {
    const versions = ListXml.of(
      encode(
        '<ListVersionsResult><VersionIdMarker></VersionIdMarker><Version><Key>k</Key><VersionId>v1</VersionId>' +
          '<IsLatest>true</IsLatest></Version><DeleteMarker><Key>k</Key><VersionId>v0</VersionId></DeleteMarker>' +
          '</ListVersionsResult>',
      ),
      'ListVersionsResult',
    );
    expect(versions.items('Version').map((item) => item.text('VersionId'))).toEqual(['v1']);
    expect(versions.items('DeleteMarker').map((item) => item.text('VersionId'))).toEqual(['v0']);
  });

  it('refuses another document, and an item that never closes', () => {
    expect(() => ListXml.of(encode('<Error><Code>NoSuchBucket</Code></Error>'), 'ListBucketResult')).toThrow(
      MinioProtocolError,
    );
    const torn = ListXml.of(encode('<ListBucketResult><Contents><Key>a</Key>'), 'ListBucketResult');
    expect(() => torn.items('Contents')).toThrow(MinioProtocolError);
  });
});
