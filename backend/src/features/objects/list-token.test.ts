import { decodeListToken, encodeListToken } from './list-token';

describe('list tokens', () => {
  it('round-trip a listing position', () => {
    const position = { keyMarker: 'a/ü b.txt', versionIdMarker: 'v1', answeredKey: 'a/ü b.txt' };
    expect(decodeListToken(encodeListToken(position))).toEqual(position);
    expect(decodeListToken(undefined)).toEqual({});
  });

  it.each(['garbage', Buffer.from('[1]').toString('base64url'), Buffer.from('{"k":1}').toString('base64url')])(
    'refuses %s with a 400',
    (token) => {
      expect(() => decodeListToken(token)).toThrow(expect.objectContaining({ status: 400 }));
    },
  );
});
