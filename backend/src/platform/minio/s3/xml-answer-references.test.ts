import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { answerWithNamedReferences, isS3XmlDocument, withNamedReferences } from './xml-answer-references';

/** minio-js's parser, as it is configured there: named entities only. */
const minioJsParse = (xml: string): unknown => new XMLParser().parse(xml);

describe('withNamedReferences', () => {
  it('leaves minio-js’s parser to decode every reference exactly once', () => {
    // Go's encoder for the text `it's "x" & <y> &#39;` (the last part typed literally), plus a line break.
    const xml = '<ID>it&#39;s &#34;x&#34; &amp; &lt;y&gt; &amp;#39;&#xA;z</ID>';
    expect(withNamedReferences(xml)).toBe(`<ID>it&apos;s &quot;x&quot; &amp; &lt;y&gt; &amp;#39;\nz</ID>`);
    expect(minioJsParse(withNamedReferences(xml))).toEqual({ ID: `it's "x" & <y> &#39;\nz` });
  });

  it('keeps markup characters escaped, in attributes too, and leaves what is no character', () => {
    expect(withNamedReferences('<a b="&#34;&#60;&#x26;">&#x3E;&#1114112;</a>')).toBe(
      '<a b="&quot;&lt;&amp;">&gt;&#1114112;</a>',
    );
  });
});

describe('isS3XmlDocument', () => {
  const answer = (statusCode: number, contentType: string) =>
    ({ statusCode, headers: { 'content-type': contentType } }) as IncomingMessage;

  it('picks the XML answers of S3 sub-resources', () => {
    expect(isS3XmlDocument({ path: '/b?lifecycle' }, answer(200, 'application/xml'))).toBe(true);
    expect(isS3XmlDocument({ path: '/b/k?tagging&versionId=1' }, answer(200, 'application/xml'))).toBe(true);
  });

  it('never touches an object’s content, an error answer or a JSON answer', () => {
    expect(isS3XmlDocument({ path: '/b/doc.xml' }, answer(200, 'application/xml'))).toBe(false);
    expect(isS3XmlDocument({ path: '/b/doc.xml?versionId=1' }, answer(200, 'text/xml'))).toBe(false);
    expect(isS3XmlDocument({ path: '/b?lifecycle' }, answer(404, 'application/xml'))).toBe(false);
    expect(isS3XmlDocument({ path: '/b?policy' }, answer(200, 'application/json'))).toBe(false);
  });
});

describe('answerWithNamedReferences', () => {
  /** A real HTTP answer written in `chunks`, read back through answerWithNamedReferences. */
  async function rewrittenAnswer(chunks: string[], headers: OutgoingHttpHeaders, cutShort = false) {
    const server = createServer((_, res) => {
      res.writeHead(200, headers);
      for (const chunk of chunks) res.write(chunk);
      // Broken off once what was written is on its way, so the client has the headers and part of the body.
      if (cutShort) res.write('', () => res.socket?.destroy());
      else res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await new Promise<IncomingMessage>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path: '/b?lifecycle' }, resolve).on('error', reject).end(),
      );
      const rewritten = answerWithNamedReferences(response);
      const body: Buffer[] = [];
      for await (const chunk of rewritten) body.push(chunk as Buffer);
      return { rewritten, text: Buffer.concat(body).toString('utf8') };
    } finally {
      server.close();
    }
  }

  it('rewrites a body whose references straddle chunks, keeping the status and the headers', async () => {
    const { rewritten, text } = await rewrittenAnswer(['<P>it&#', '39;s “é”</P>'], {
      'content-type': 'application/xml',
      'x-amz-request-id': 'R1',
    });
    expect(text).toBe('<P>it&apos;s “é”</P>');
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.headers['x-amz-request-id']).toBe('R1');
  });

  it('fails as the answer does when the connection breaks off', async () => {
    const broken = rewrittenAnswer(['<P>it'], { 'content-type': 'application/xml', 'content-length': '100' }, true);
    await expect(broken).rejects.toThrow(/aborted/);
  });
});
