import { isSecretKey, isUntouchedSecret, MASK, maskValue } from './config-secrets';

describe('configuration secrets', () => {
  it.each([
    ['auth_token', 'abc', MASK],
    ['client_secret', 'abc', MASK],
    ['lookup_bind_password', 'abc', MASK],
    ['password', '', ''],
    ['url', 'amqp://guest:s3cret@broker:5672', `amqp://guest:${MASK}@broker:5672`],
    ['url', 'http://host:9200/index', 'http://host:9200/index'],
    [
      'connection_string',
      'host=db port=5432 password=s3cret sslmode=disable',
      `host=db port=5432 password=${MASK} sslmode=disable`,
    ],
    ['dsn_string', 'root:s3cret@tcp(db:3306)/events', `root:${MASK}@tcp(db:3306)/events`],
    ['endpoint', 'http://hook', 'http://hook'],
  ])('masks %s=%s as %s', (key, value, shown) => {
    expect(maskValue(key, value)).toBe(shown);
  });

  it('knows secret keys by name', () => {
    expect(['auth_token', 'sasl_password', 'token', 'api_key', 'dsn_string'].every(isSecretKey)).toBe(true);
    expect(['endpoint', 'client_key', 'user_credentials'].some(isSecretKey)).toBe(false);
  });

  it('tells an untouched secret from a new one', () => {
    expect(isUntouchedSecret('auth_token', MASK, 'stored')).toBe(true);
    expect(isUntouchedSecret('auth_token', 'new', 'stored')).toBe(false);
    expect(isUntouchedSecret('auth_token', MASK, '')).toBe(false);
    expect(isUntouchedSecret('endpoint', 'http://a', 'http://a')).toBe(false);
  });
});
