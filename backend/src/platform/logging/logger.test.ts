import { createLogger } from './logger';

function capture(level: Parameters<typeof createLogger>[0]) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { logger, lines };
}

describe('JSON logger', () => {
  it('writes one JSON object per record with time, level and message', () => {
    const { logger, lines } = capture('info');
    logger.info('listening', { port: 9090 });
    expect(lines).toEqual([{ time: expect.any(String), level: 'info', msg: 'listening', port: 9090 }]);
  });

  it('drops records below the configured level', () => {
    const { logger, lines } = capture('warn');
    logger.info('quiet');
    logger.error('loud');
    expect(lines.map((line) => line.msg)).toEqual(['loud']);
  });

  it('never writes values under secret-looking keys, however deep', () => {
    const { logger, lines } = capture('debug');
    logger
      .child({ requestId: 'r1' })
      .info('login', { accessKey: 'alice', secretKey: 's3cr3t', nested: { sessionToken: 't' } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('s3cr3t');
    expect(lines[0]).toMatchObject({
      requestId: 'r1',
      accessKey: 'alice',
      secretKey: '[redacted]',
      nested: { sessionToken: '[redacted]' },
    });
  });
});
