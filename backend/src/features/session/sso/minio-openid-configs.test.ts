import { openIdTargetsOf } from './minio-openid-configs';

describe('openIdTargetsOf', () => {
  // The shape of MinIO's `GET /config`: a target configured only by environment variables is written as a comment
  // line, preceded by its `# MINIO_…` overrides.
  const text = [
    'api requests_max=0',
    '# MINIO_IDENTITY_OPENID_CONFIG_URL=http://idp.example/.well-known/openid-configuration',
    '# MINIO_IDENTITY_OPENID_CLIENT_ID=console',
    '# MINIO_IDENTITY_OPENID_CLIENT_SECRET=s3cret',
    '# identity_openid enable= display_name= config_url= client_id= client_secret= claim_name=policy scopes= ',
    '# MINIO_IDENTITY_OPENID_CLIENT_ID_PARTNER=other',
    '# MINIO_IDENTITY_OPENID_CONFIG_URL_PARTNER=http://idp.example/.well-known/openid-configuration',
    'identity_openid:PARTNER ',
    'identity_openid:stored config_url=http://stored.example/ client_id=kept client_secret=x display_name="Stored IdP"',
    'identity_ldap server_addr=',
  ].join('\n');

  it('reads every target, commented ones included, with environment values winning', () => {
    const targets = openIdTargetsOf(text);
    expect([...targets.keys()]).toEqual(['', 'PARTNER', 'stored']);
    expect(targets.get('')?.get('client_id')).toBe('console');
    expect(targets.get('')?.get('client_secret')).toBe('s3cret');
    expect(targets.get('')?.get('claim_name')).toBe('policy');
    expect(targets.get('PARTNER')?.get('client_id')).toBe('other');
    expect(targets.get('stored')?.get('display_name')).toBe('Stored IdP');
  });

  it('does not carry one target’s overrides to the next', () => {
    expect(openIdTargetsOf(text).get('stored')?.get('client_id')).toBe('kept');
  });
});
