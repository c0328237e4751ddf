import { loadWorld, need } from '../../world/state';
import { consoleFor, uniqueBucket, type ApiErrorBody, type TestConsole } from './bucket-test-kit';

jest.setTimeout(60_000);

const erasure = need(loadWorld().minio.erasure, 'erasure MinIO');
let harness: TestConsole;

beforeAll(async () => (harness = await consoleFor(erasure)));
afterAll(() => harness?.close());

describe('MinIO’s messages, as the API passes them on', () => {
  it('reach the client with their quotes, not XML entities', async () => {
    const bucket = uniqueBucket('quotes');
    harness.made.add(bucket);
    expect((await harness.root.post('/buckets', { name: bucket })).status).toBe(201);
    // MinIO refuses the version as `invalid version '…'`, and its XML writes each quote as &#39; or &#34;.
    const definition = JSON.stringify({ Version: '2012-10-17"', Statement: [] });
    const refused = await harness.root.put<ApiErrorBody>(`/buckets/${bucket}/set-policy`, {
      access: 'CUSTOM',
      definition,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`'2012-10-17"'`);
    expect(refused.body.detailedMessage).toContain(`'2012-10-17"'`);
    expect(`${refused.body.message} ${refused.body.detailedMessage}`).not.toMatch(
      /&(#\d+|#x[0-9a-f]+|quot|apos|amp);/i,
    );
  });
});
