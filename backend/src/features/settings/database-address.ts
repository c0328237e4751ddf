/**
 * The `host:port` a PostgreSQL connection string or a MySQL DSN makes MinIO dial, so it can be checked against the
 * outbound policy like any other address; undefined for other keys and for a MySQL unix socket (no network).
 * Defaults are the drivers' own: libpq (`host=` absent: localhost, port 5432) and go-sql-driver (`tcp` to
 * 127.0.0.1:3306 when no address is given).
 */
export function databaseAddressOf(key: string, value: string): string | undefined {
  if (key === 'connection_string') return postgresAddress(value);
  if (key === 'dsn_string') return mysqlAddress(value);
  return undefined;
}

function postgresAddress(value: string): string {
  if (/^postgres(ql)?:\/\//i.test(value)) {
    const url = new URL(value.replace(/^postgres(ql)?:/i, 'http:'));
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  }
  const words = new Map<string, string>();
  for (const match of value.matchAll(/(\w+)\s*=\s*('(?:[^'\\]|\\.)*'|\S+)/g)) {
    words.set((match[1] ?? '').toLowerCase(), (match[2] ?? '').replace(/^'|'$/g, ''));
  }
  const host = words.get('host') || 'localhost';
  // An IPv6 address (`host=::1`) is bracketed, so the port stays apart from it.
  return `${host.includes(':') ? `[${host}]` : host}:${words.get('port') || '5432'}`;
}

function mysqlAddress(value: string): string | undefined {
  const address = /@(\w+)(?:\(([^)]*)\))?\//.exec(value);
  if (!address) return '127.0.0.1:3306';
  if (address[1] === 'unix') return undefined;
  const hostPort = address[2] || '127.0.0.1:3306';
  return /:\d+$/.test(hostPort) ? hostPort : `${hostPort}:3306`;
}
