import { parseConfigExport } from './config-export-text';

describe('parseConfigExport', () => {
  it('reads enabled and commented (disabled) target lines, skipping environment comments', () => {
    const text = [
      'api requests_max=0 cors_allow_origin=*',
      '# MINIO_API_REQUESTS_MAX=10',
      '# compression enable=off extensions=.txt',
      '# logger_webhook:one enable=off endpoint=http://h auth_token="a b"',
      '',
    ].join('\n');
    expect(parseConfigExport(text)).toEqual([
      {
        subSys: 'api',
        target: '',
        commented: false,
        kvs: [
          { key: 'requests_max', value: '0' },
          { key: 'cors_allow_origin', value: '*' },
        ],
      },
      {
        subSys: 'compression',
        target: '',
        commented: true,
        kvs: [
          { key: 'enable', value: 'off' },
          { key: 'extensions', value: '.txt' },
        ],
      },
      {
        subSys: 'logger_webhook',
        target: 'one',
        commented: true,
        kvs: [
          { key: 'enable', value: 'off' },
          { key: 'endpoint', value: 'http://h' },
          { key: 'auth_token', value: 'a b' },
        ],
      },
    ]);
  });

  it('refuses text that is no configuration, naming the line', () => {
    expect(() => parseConfigExport('api requests_max=1\nHello there')).toThrow(/Line 2/);
    expect(() => parseConfigExport('{"json": true}')).toThrow(/Line 1/);
    expect(() => parseConfigExport('api this is prose')).toThrow(/no key=value/);
  });
});
