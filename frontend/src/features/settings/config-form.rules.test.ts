import { changedKeyValues, fieldKind, formProblems, initialValues } from './config-form.rules';
import type { ConfigurationKeyHelp } from './settings.queries';

const key = (name: string, type: string, extra: Partial<ConfigurationKeyHelp> = {}): ConfigurationKeyHelp => ({
  key: name,
  type,
  description: '',
  optional: true,
  secret: false,
  ...extra,
});

const logger = [
  key('enable', 'on|off', { optional: false, default: 'off' }),
  key('endpoint', 'url', { optional: false }),
  key('auth_token', 'string', { secret: true }),
  key('batch_size', 'number'),
  key('retry_interval', 'duration'),
];

describe('settings form rules', () => {
  it('chooses a control by type, secrecy and fixed choices', () => {
    expect(fieldKind('logger_webhook', logger[0] ?? key('x', 'string'))).toBe('onOff');
    expect(fieldKind('logger_webhook', logger[2] ?? key('x', 'string'))).toBe('secret');
    expect(fieldKind('scanner', key('speed', 'string'))).toBe('choice');
    expect(fieldKind('api', key('cors_allow_origin', 'csv'))).toBe('text');
  });

  it('requires the required keys only while the target is on, and checks types', () => {
    expect(formProblems('logger_webhook', logger, { enable: 'off', endpoint: '' })).toEqual({});
    expect(formProblems('logger_webhook', logger, { enable: 'on', endpoint: '' })).toEqual({ endpoint: 'required' });
    expect(
      formProblems('logger_webhook', logger, {
        enable: 'on',
        endpoint: 'host/x',
        batch_size: 'ten',
        retry_interval: '3 sec',
      }),
    ).toEqual({ endpoint: 'url', batch_size: 'number', retry_interval: 'duration' });
    expect(formProblems('scanner', [key('speed', 'string')], { speed: 'warp' })).toEqual({ speed: 'choice' });
  });

  it('sends only what changed, a cleared key as empty, never an untouched masked secret', () => {
    const initial = initialValues({
      keys: logger,
      key_values: [
        { key: 'endpoint', value: 'http://a' },
        { key: 'auth_token', value: '********', secret: true },
        { key: 'batch_size', value: '5' },
      ],
    });
    expect(changedKeyValues(initial, initial, logger)).toEqual([]);
    expect(changedKeyValues(initial, { ...initial, batch_size: '', endpoint: ' http://b ' }, logger)).toEqual([
      { key: 'endpoint', value: 'http://b' },
      { key: 'batch_size', value: '' },
    ]);
    const csv = [key('extensions', 'csv')];
    expect(changedKeyValues({ extensions: '' }, { extensions: ' .a, ,.b ' }, csv)).toEqual([
      { key: 'extensions', value: '.a,.b' },
    ]);
  });
});
