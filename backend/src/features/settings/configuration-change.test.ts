import { ApiError } from '../../platform/errors/api-error';
import { MASK } from './config-secrets';
import { keysChangedSinceOpened } from './configuration-change';

const kvs = (record: Record<string, string>) => Object.entries(record).map(([key, value]) => ({ key, value }));

describe('keysChangedSinceOpened', () => {
  it('writes only what the user changed, so a key someone else changed meanwhile keeps their value', () => {
    const opened = { endpoint: 'http://a/hook', queue_limit: '10000', auth_token: MASK, queue_dir: '' };
    const stored = kvs({ endpoint: 'http://a/hook', queue_limit: '500', auth_token: 'theirs', queue_dir: '' });
    // A whole form sent back: the endpoint changed by the user, the rest (the secret masked) as it opened.
    const sent = kvs({ ...opened, endpoint: 'http://b/hook' });
    expect(keysChangedSinceOpened(stored, kvs(opened), sent)).toEqual(kvs({ endpoint: 'http://b/hook' }));
  });

  it('writes a new secret and a cleared key, and nothing when someone else made the same change', () => {
    const stored = kvs({ auth_token: 'old', comment: 'note', region: 'eu' });
    const opened = kvs({ auth_token: MASK, comment: 'note', region: 'us' });
    const sent = kvs({ auth_token: 'new-secret', comment: '', region: 'eu' });
    expect(keysChangedSinceOpened(stored, opened, sent)).toEqual(kvs({ auth_token: 'new-secret', comment: '' }));
  });

  it('refuses with a 409 naming the key both changed differently, its values shown masked', () => {
    const stored = kvs({ endpoint: 'http://theirs/hook', auth_token: 'set-meanwhile' });
    const opened = kvs({ endpoint: 'http://a/hook' });
    const conflict = (sent: Record<string, string>) => () => keysChangedSinceOpened(stored, opened, kvs(sent));
    expect(conflict({ endpoint: 'http://mine/hook' })).toThrow(
      expect.objectContaining({
        status: 409,
        message: 'The setting "endpoint" changed since you opened it',
        detailedMessage: expect.stringContaining(
          "It is 'http://theirs/hook' now; it was 'http://a/hook' when the form opened.",
        ),
      }),
    );
    expect(conflict({ auth_token: 'mine' })).toThrow(ApiError);
    expect(conflict({ auth_token: 'mine' })).toThrow(
      expect.objectContaining({ detailedMessage: expect.stringContaining(`It is '${MASK}' now; it was not set`) }),
    );
  });

  it('cannot see a secret someone else changed: it reads masked as before, and the user’s value is written', () => {
    const stored = kvs({ auth_token: 'changed-by-someone-else' });
    expect(keysChangedSinceOpened(stored, kvs({ auth_token: MASK }), kvs({ auth_token: 'mine' }))).toEqual(
      kvs({ auth_token: 'mine' }),
    );
  });
});
