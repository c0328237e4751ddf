import { clearedToDefault, keysOf } from './config-keys';

const keys = keysOf({
  subSys: 'notify_webhook',
  description: 'publish bucket notifications to webhook endpoints',
  multipleTargets: true,
  keysHelp: [
    {
      key: 'queue_limit',
      type: 'number',
      description: "maximum limit for undelivered messages, defaults to '100000'",
      optional: true,
      multipleTargets: false,
    },
    {
      key: 'queue_dir',
      type: 'path',
      description: "staging dir for undelivered messages e.g. '/home/events'",
      optional: true,
      multipleTargets: false,
    },
  ],
});

describe('a cleared key', () => {
  it('is written as the default its help names', () => {
    expect(clearedToDefault(keys, { key: 'queue_limit', value: '' })).toEqual({ key: 'queue_limit', value: '100000' });
  });

  it('stays empty when its help names no default, and a value given is written as it is', () => {
    expect(clearedToDefault(keys, { key: 'queue_dir', value: '' })).toEqual({ key: 'queue_dir', value: '' });
    expect(clearedToDefault(keys, { key: 'queue_limit', value: '5' })).toEqual({ key: 'queue_limit', value: '5' });
  });
});
