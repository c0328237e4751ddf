import { browseEarlyGets } from '../browse-early-gets';
import { browsePath, pathAfterBrowse, pathCrumbs } from './object-path';

/** Names users give objects and folders that URL handling tends to break. */
const AWKWARD_KEYS = [
  'a+b.txt',
  '50% off.txt',
  'hash#tag.txt',
  'what?.txt',
  'semi;colon&amp=1.txt',
  'space at end .txt',
  ' leading space.txt',
  'two  spaces.txt',
  'back\\slash.txt',
  `quote"s'.txt`,
  'émoji 😀 日本語.txt',
  'nfd-e\u0301.txt',
  'שלום.txt',
  'dir with space/',
  'a/b/c/deep.txt',
  'pct%2F/inner.txt',
  'p%25x/',
];

describe('object paths in the address', () => {
  it.each(AWKWARD_KEYS)('round-trips %j through the browser address', (key) => {
    const address = new URL(browsePath('b', key), 'http://console.test/');
    expect(pathAfterBrowse(address.pathname)).toBe(key);
  });

  it('takes a "%" typed into the address bar that is no escape as it is, rather than failing the page', () => {
    expect(pathAfterBrowse('/buckets/b/browse/100%/50%%20off.txt')).toBe('100%/50% off.txt');
    expect(pathCrumbs(pathAfterBrowse('/buckets/b/browse/100%/')).map((crumb) => crumb.key)).toEqual(['100%/']);
    expect(browseEarlyGets('/buckets/b/browse/100%/')).toHaveLength(3);
  });
});
