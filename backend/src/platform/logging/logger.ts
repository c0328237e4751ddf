/** Structured JSON logs on stdout, one object per line. Values under secret-looking keys are never written. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** Keys whose values are replaced with "[redacted]" wherever they appear in a log record. */
const secretKey = /secret|password|passphrase|token|cookie|authorization|credential|jwt|salt/i;

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  /** A logger that adds `fields` to every record (a request id, a feature name). */
  child(fields: LogFields): Logger;
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return { name: value.name, message: value.message };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, secretKey.test(key) ? '[redacted]' : redact(item, depth + 1)]),
  );
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
  base: LogFields = {},
): Logger {
  const emit = (lvl: LogLevel, msg: string, fields?: LogFields) => {
    if (order[lvl] < order[level]) return;
    const record = {
      time: new Date().toISOString(),
      level: lvl,
      msg,
      ...(redact({ ...base, ...fields }) as LogFields),
    };
    write(`${JSON.stringify(record)}\n`);
  };
  return {
    debug: (msg, fields) => emit('debug', msg, fields),
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}
