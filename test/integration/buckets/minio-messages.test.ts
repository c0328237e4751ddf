import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { createdBucket } from './bucket-test-kit';

jest.setTimeout(60_000);

const world = consoleFixture();

describe('MinIO’s messages, as the API passes them on', () => {
  it('reach the client with their quotes, not XML entities', async () => {
    const bucket = await createdBucket(world, 'quotes');
    // MinIO refuses the version as `invalid version '…'`, and its XML writes each quote as &#39; or &#34;.
    const definition = JSON.stringify({ Version: '2012-10-17"', Statement: [] });
    const refused = await world.root.PUT('/api/v1/buckets/{bucket}/set-policy', {
      ...inBucket(bucket),
      body: { access: 'CUSTOM', definition },
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toContain(`'2012-10-17"'`);
    expect(refused.error?.detailedMessage).toContain(`'2012-10-17"'`);
    expect(`${refused.error?.message} ${refused.error?.detailedMessage}`).not.toMatch(
      /&(#\d+|#x[0-9a-f]+|quot|apos|amp);/i,
    );
  });
});
