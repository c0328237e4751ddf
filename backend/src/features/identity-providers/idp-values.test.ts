import { checkedPairs, configText, IDP_SECRET_MASK, maskedInfo } from './idp-values';

describe('identity-provider values', () => {
  it('requires the discovery URL, client id and secret of a new OpenID configuration (not the secret with a role policy)', () => {
    expect(() => checkedPairs('openid', { config_url: 'https://x/', client_id: 'c' }, 'add')).toThrow(
      'Missing client secret',
    );
    expect(
      checkedPairs('openid', { config_url: 'https://x/', client_id: 'c', role_policy: 'readonly' }, 'add'),
    ).toEqual([
      { key: 'config_url', value: 'https://x/' },
      { key: 'client_id', value: 'c' },
      { key: 'role_policy', value: 'readonly' },
    ]);
  });

  it("refuses the other type's keys", () => {
    expect(() => checkedPairs('ldap', { server_addr: 'h:389', client_id: 'c' }, 'add')).toThrow(
      'Not a setting of LDAP',
    );
  });

  it('drops a secret sent back masked, or left empty when changing', () => {
    expect(checkedPairs('openid', { display_name: 'A', client_secret: IDP_SECRET_MASK }, 'update')).toEqual([
      { key: 'display_name', value: 'A' },
    ]);
    expect(checkedPairs('ldap', { lookup_bind_password: '' }, 'update')).toEqual([]);
  });

  it('quotes values with spaces like set-config-kv', () => {
    expect(
      configText([
        { key: 'display_name', value: 'My provider' },
        { key: 'client_id', value: 'c' },
      ]),
    ).toBe('display_name="My provider" client_id=c');
  });

  it('masks stored secrets only when set', () => {
    const info = [
      { key: 'client_secret', value: 's3cret', isCfg: true, isEnv: false },
      { key: 'lookup_bind_password', value: '', isCfg: false, isEnv: false },
      { key: 'client_id', value: 'c', isCfg: true, isEnv: false },
    ];
    expect(maskedInfo(info).map((entry) => entry.value)).toEqual([IDP_SECRET_MASK, '', 'c']);
  });
});
