const ENTITY = /&(?:#[xX]([0-9a-fA-F]+)|#([0-9]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const LAST_CODE_POINT = 0x10ffff;

/**
 * Decodes the character references (`&#34;`, `&#x27;`) and the five predefined entities of XML text. MinIO writes
 * its XML with Go's encoder, which escapes every `"` as `&#34;` and `'` as `&#39;`; fast-xml-parser (ours and
 * minio-js's) decodes only the named entities, so without this people read `&#34;` in MinIO's messages. Call it once
 * on raw text: decoding twice would turn a literal `&amp;lt;` into `<`. A reference past Unicode stays as written.
 */
export function decodeXmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    ENTITY,
    (reference, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name !== undefined) return NAMED[name] ?? reference;
      const codePoint = hex !== undefined ? parseInt(hex, 16) : parseInt(decimal ?? '', 10);
      return codePoint <= LAST_CODE_POINT ? String.fromCodePoint(codePoint) : reference;
    },
  );
}
