/** What a masked secret reads as. */
export const MASK = '********';

/**
 * Keys whose whole value is a secret. MinIO's help does not say which keys are secret (get-config-kv just leaves
 * them out), so they are known by name: passwords, tokens, client secrets, license and API keys, and the connection
 * strings of PostgreSQL and MySQL targets, which hold a password.
 */
const SECRET_KEY = /(^|_)(secret|password|token|api_key|license)$/;

/** Whether a key's value is a secret, whole or in part. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key) || key === 'connection_string' || key === 'dsn_string';
}

/**
 * The value as the browser may see it: a secret key's value masked whole when set, and the password inside a URL
 * (an AMQP or Elasticsearch address), a PostgreSQL connection string or a MySQL DSN masked in place, so the rest
 * stays readable. Returns the value unchanged when it holds no secret.
 */
export function maskValue(key: string, value: string): string {
  if (value === '') return value;
  if (key === 'connection_string') return value.replace(/(password=)('[^']*'|\S+)/gi, `$1${MASK}`);
  if (key === 'dsn_string') return value.replace(/^([^:@/]*):([^@]*)@/, `$1:${MASK}@`);
  if (SECRET_KEY.test(key)) return MASK;
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/\s]*):([^@/\s]+)@/i, `$1:${MASK}@`);
}

/** Whether a value sent back is the masked form of the stored one: the secret was left untouched. */
export function isUntouchedSecret(key: string, sent: string, stored: string): boolean {
  const masked = maskValue(key, stored);
  return masked !== stored && sent === masked;
}
