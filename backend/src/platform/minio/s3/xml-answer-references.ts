import type { IncomingMessage, RequestOptions } from 'node:http';
import { PassThrough } from 'node:stream';
import { decodeXmlEntities } from '../xml-entities';

/*
 * MinIO writes its XML with Go's encoder, which escapes `'` as `&#39;`, `"` as `&#34;` and tabs and line breaks as
 * `&#x9;`, `&#xA;`, `&#xD;`. minio-js parses its answers with fast-xml-parser, which decodes only the five named
 * entities, so a lifecycle rule whose prefix is `it's` came back as `it&#39;s` — and the console, writing rules back
 * as it read them, stored `it&#39;s` for good. Decoding minio-js's parsed values afterwards cannot be exact: the parser
 * has already turned a literal `&#39;` someone typed (sent as `&amp;#39;`) into `&#39;`. So the references are
 * rewritten in the XML text before minio-js parses it, into what its parser decodes, once and in the right order.
 * The bucket configurations the console writes back (lifecycle, replication, events) no longer go through minio-js:
 * bucket-config-xml.ts reads them, since minio-js's parser also turns `007` into 7 and trims text.
 */

const NUMERIC_REFERENCE = /&#(?:[xX][0-9a-fA-F]+|[0-9]+);/g;
/** The characters that must stay escaped in XML text and attribute values, by their named entities. */
const NAMED: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * XML text with every numeric character reference replaced by the character itself, or by its named entity when the
 * character is markup. The document means the same; only the named entities are left to decode. A reference past
 * Unicode stays as written.
 */
export function withNamedReferences(xml: string): string {
  return xml.replace(NUMERIC_REFERENCE, (reference) => {
    const character = decodeXmlEntities(reference);
    return NAMED[character] ?? character;
  });
}

/**
 * Query keys of S3 requests whose answer is an XML document minio-js parses (configurations, listings, multipart
 * bookkeeping). An object's own content (GetObject, which names none of them) may be XML too and is never touched.
 */
const XML_SUBRESOURCES = new Set([
  'lifecycle',
  'replication',
  'notification',
  'tagging',
  'object-lock',
  'encryption',
  'versioning',
  'retention',
  'legal-hold',
  'location',
  'uploads',
  'uploadId',
  'versions',
  'list-type',
  'prefix',
  'delete',
]);

/**
 * Whether a successful answer is one of S3's own XML documents. Error answers are left alone: translateS3Error
 * decodes their text.
 */
export function isS3XmlDocument(request: Pick<RequestOptions, 'path'>, response: IncomingMessage): boolean {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) return false;
  if (!/[/+]xml\b/.test(response.headers['content-type'] ?? '')) return false;
  const query = (request.path ?? '').split('?')[1] ?? '';
  return [...new URLSearchParams(query).keys()].some((key) => XML_SUBRESOURCES.has(key));
}

/**
 * The answer with its body passed through withNamedReferences. The body is read whole first (minio-js reads these
 * answers whole anyway, and a reference may straddle two chunks); a failure while reading is passed on.
 */
export function answerWithNamedReferences(response: IncomingMessage): IncomingMessage {
  const rewritten = new PassThrough();
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('error', (error) => rewritten.destroy(error));
  response.on('end', () => rewritten.end(withNamedReferences(Buffer.concat(chunks).toString('utf8'))));
  // minio-js reads the status, the headers and the body of an answer, nothing else of the IncomingMessage.
  const { statusCode, statusMessage, headers, rawHeaders } = response;
  return Object.assign(rewritten, { statusCode, statusMessage, headers, rawHeaders }) as unknown as IncomingMessage;
}
