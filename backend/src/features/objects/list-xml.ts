import { MinioProtocolError } from '../../platform/minio/errors';
import { decodeXmlEntities } from '../../platform/minio/xml-entities';

/**
 * A scanner for S3 list answers (ListObjectsV2, ListObjectVersions). They are flat: a root holding text fields and
 * item elements (Contents, CommonPrefixes, Version, DeleteMarker) that hold only text fields and an Owner. Text
 * never holds a raw `<` (XML escapes it, and keys come URL-encoded), so finding elements by their tags is exact. A
 * general XML parser took about 190 ms per page of 1,000 objects on the 2-core development machine; this takes a few.
 */
export class ListXml {
  private constructor(private readonly xml: string) {}

  /** The answer as text, refused unless it is the expected document. */
  static of(body: Uint8Array, root: string): ListXml {
    const xml = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
    if (!new RegExp(`<${root}[\\s>]`).test(xml)) throw new MinioProtocolError(`The listing answer has no ${root}`);
    return new ListXml(xml);
  }

  /** Every `<tag>…</tag>` element's content, in order, each as a ListXml of its own. */
  items(tag: string): ListXml[] {
    const open = `<${tag}>`;
    const close = `</${tag}>`;
    const found: ListXml[] = [];
    for (let start = this.xml.indexOf(open); start !== -1; start = this.xml.indexOf(open, start)) {
      const end = this.xml.indexOf(close, start + open.length);
      if (end === -1) throw new MinioProtocolError(`The listing answer has an unclosed ${tag}`);
      found.push(new ListXml(this.xml.slice(start + open.length, end)));
      start = end + close.length;
    }
    return found;
  }

  /** The text of the first `<tag>` element, entities decoded; '' when absent or empty. */
  text(tag: string): string {
    const open = `<${tag}>`;
    const start = this.xml.indexOf(open);
    if (start === -1) return '';
    const end = this.xml.indexOf(`</${tag}>`, start + open.length);
    return end === -1 ? '' : decodeXmlEntities(this.xml.slice(start + open.length, end));
  }
}
