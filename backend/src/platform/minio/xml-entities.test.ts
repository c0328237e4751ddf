import { decodeXmlEntities } from './xml-entities';

describe('decodeXmlEntities', () => {
  it('decodes the references Go writes and the five named entities', () => {
    expect(decodeXmlEntities('invalid version &#39;2012-10-17&#34;&#39;')).toBe(`invalid version '2012-10-17"'`);
    expect(decodeXmlEntities('&quot;a&quot; &amp; &lt;b&gt; &apos;c&apos;')).toBe(`"a" & <b> 'c'`);
    expect(decodeXmlEntities('tab&#x9;line&#xA;&#X41;&#128512;')).toBe('tab\tline\nA😀');
  });

  it('decodes once: an escaped ampersand yields the text that was escaped', () => {
    expect(decodeXmlEntities('&amp;#34; &amp;quot;')).toBe('&#34; &quot;');
  });

  it('leaves what is not a known entity as written', () => {
    for (const text of ['a & b', '&nbsp;', '&#xZZ;', '&#99999999999;', '&#x110000;', 'plain']) {
      expect(decodeXmlEntities(text)).toBe(text);
    }
  });
});
