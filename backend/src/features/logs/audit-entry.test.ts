import { MalformedEntry, parseIngestBody } from './audit-entry';

const entry = (more: Record<string, unknown> = {}) =>
  JSON.stringify({
    version: '1',
    time: '2026-11-25T10:00:00.123456789Z',
    api: {
      name: 'GetObject',
      bucket: 'b',
      object: 'k',
      status: 'OK',
      statusCode: 200,
      rx: 0,
      tx: 42,
      timeToResponseInNS: '1500',
    },
    remotehost: '10.0.0.1',
    requestID: '17A2B3C4D5E6F7',
    userAgent: 'MinIO (linux; amd64)',
    ...more,
  });

describe('the ingest body (MinIO audit entries, one JSON per line)', () => {
  it('reads each line as one record, with MinIO names mapped to the contract', () => {
    const rows = parseIngestBody(`${entry()}\n${entry({ requestID: 'SECOND' })}\n`);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      time: '2026-11-25T10:00:00.123Z',
      api_name: 'GetObject',
      bucket: 'b',
      object: 'k',
      remote_host: '10.0.0.1',
      request_id: '17A2B3C4D5E6F7',
      user_agent: 'MinIO (linux; amd64)',
      response_status: 'OK',
      response_status_code: 200,
      request_content_length: 0,
      response_content_length: 42,
      time_to_response_ns: 1500,
    });
    expect(rows[1]?.request_id).toBe('SECOND');
  });

  it('takes a JSON array of entries too', () => {
    expect(parseIngestBody(`[${entry()},${entry()}]`)).toHaveLength(2);
  });

  it('refuses the whole body at the first line that is not an entry, naming it', () => {
    expect(() => parseIngestBody(`${entry()}\n{"time":"never"}\n`)).toThrow(new MalformedEntry(2, 'no valid `time`'));
    expect(() => parseIngestBody(`${entry()}\n\nnot json`)).toThrow('line 3: not JSON');
    expect(() => parseIngestBody('[1]')).toThrow('line 1: not a JSON object');
  });

  it('drops NUL characters, which PostgreSQL text and jsonb refuse', () => {
    const [row] = parseIngestBody(entry({ api: { name: 'PutObject', object: 'a\u0000b' } }));
    expect(row?.object).toBe('ab');
    expect(row?.entry).not.toContain('\\u0000');
  });
});
