import { formatConfigKV, parseConfigKV } from './config-kv-text';

describe('parseConfigKV', () => {
  it('reads a default target line with empty and quoted values', () => {
    expect(parseConfigKV('api requests_max=0 cors_allow_origin=* comment="two words" auth_token= \n')).toEqual([
      {
        subSys: 'api',
        target: '',
        kvs: [
          { key: 'requests_max', value: '0' },
          { key: 'cors_allow_origin', value: '*' },
          { key: 'comment', value: 'two words' },
          { key: 'auth_token', value: '' },
        ],
      },
    ]);
  });

  it('reads several targets, each with the overrides printed just before it', () => {
    const text = [
      'notify_webhook enable=off endpoint= queue_limit=0 ',
      '# MINIO_NOTIFY_WEBHOOK_ENDPOINT_primary=http://hook:8080/in',
      '# MINIO_NOTIFY_WEBHOOK_AUTH_TOKEN_primary=secret',
      'notify_webhook:primary endpoint=http://old/ queue_limit=10 ',
      '',
    ].join('\n');
    expect(parseConfigKV(text)).toEqual([
      {
        subSys: 'notify_webhook',
        target: '',
        kvs: [
          { key: 'enable', value: 'off' },
          { key: 'endpoint', value: '' },
          { key: 'queue_limit', value: '0' },
        ],
      },
      {
        subSys: 'notify_webhook',
        target: 'primary',
        kvs: [
          {
            key: 'endpoint',
            value: 'http://old/',
            envOverride: { name: 'MINIO_NOTIFY_WEBHOOK_ENDPOINT_primary', value: 'http://hook:8080/in' },
          },
          { key: 'queue_limit', value: '10' },
          // Overridden but not printed (hidden while empty): known only from the environment.
          {
            key: 'auth_token',
            value: '',
            envOverride: { name: 'MINIO_NOTIFY_WEBHOOK_AUTH_TOKEN_primary', value: 'secret' },
          },
        ],
      },
    ]);
  });

  it('keeps whitespace and equals signs inside a quoted value', () => {
    const [target] = parseConfigKV('identity_openid:sso claim_name="a=b c" scopes="openid,profile" role_policy=x');
    expect(target?.kvs).toEqual([
      { key: 'claim_name', value: 'a=b c' },
      { key: 'scopes', value: 'openid,profile' },
      { key: 'role_policy', value: 'x' },
    ]);
  });

  it('skips comments that are not overrides, and a subsystem line without keys is empty', () => {
    expect(parseConfigKV('# just a note\nregion \n')).toEqual([{ subSys: 'region', target: '', kvs: [] }]);
  });
});

describe('formatConfigKV', () => {
  it('writes the target and quotes values with whitespace', () => {
    expect(
      formatConfigKV('notify_webhook', 'primary', [
        { key: 'endpoint', value: 'http://hook/in' },
        { key: 'comment', value: 'two words' },
        { key: 'auth_token', value: '' },
      ]),
    ).toBe('notify_webhook:primary endpoint=http://hook/in comment="two words" auth_token=');
    expect(formatConfigKV('api', '', [{ key: 'requests_max', value: '10' }])).toBe('api requests_max=10');
  });

  it('round-trips through parseConfigKV', () => {
    const kvs = [
      { key: 'endpoint', value: 'http://hook/in' },
      { key: 'comment', value: 'spaces and = signs' },
    ];
    expect(parseConfigKV(formatConfigKV('logger_webhook', 'audit', kvs))).toEqual([
      { subSys: 'logger_webhook', target: 'audit', kvs },
    ]);
  });
});
