import { reloadTarget } from './frame-reload';

describe('management frame reload', () => {
  const origin = 'http://console.test';

  it('keeps the page the frame shows and its cp=y', () => {
    expect(reloadTarget('http://console.test/api/proxy/ns/t/buckets?cp=y', origin)).toBe(
      '/api/proxy/ns/t/buckets?cp=y',
    );
  });

  it('adds cp=y when the framed console lost it', () => {
    expect(reloadTarget('/api/proxy/ns/t/users?x=1', origin)).toBe('/api/proxy/ns/t/users?x=1&cp=y');
    expect(reloadTarget('/api/proxy/ns/t/?cp=n', origin)).toBe('/api/proxy/ns/t/?cp=y');
  });
});
