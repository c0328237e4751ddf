import type { Schema } from '@contract/shared/contract-types';
import { consoleFixture } from '@test/support/fixtures';
import { unique } from '@test/support/unique';

/**
 * The console reuses a session's `/accountinfo` answer for a second (recent-account-info.ts): what a write through
 * the console changed must show in the very next read, not a second later.
 */
describe('session and bucket list right after a write', () => {
  const world = consoleFixture();

  it("shows a user's new policy in the user's next GET /session", async () => {
    const user = await world.persona('readonly', unique('fresh'));
    const before = (await user.GET('/api/v1/session')).data as Schema<'Session'>;
    expect(before.pages).not.toContain('/users');
    // Asked twice in a row, so that the second answer would come from the reused one.
    expect(((await user.GET('/api/v1/session')).data as Schema<'Session'>).pages).not.toContain('/users');
    const set = await world.root.PUT('/api/v1/set-policy', {
      body: { name: ['consoleAdmin'], entityName: user.accessKey, entityType: 'user' },
    });
    expect(set.status).toBe(204);
    const after = (await user.GET('/api/v1/session')).data as Schema<'Session'>;
    expect(after.pages).toContain('/users');
  });

  it('lists a bucket created by another session at once, and drops it once deleted', async () => {
    const reader = await world.persona('readwrite', unique('fresh'));
    const names = async () =>
      ((await reader.GET('/api/v1/buckets')).data as Schema<'BucketList'>).buckets.map((bucket) => bucket.name);
    const name = world.bucketName('fresh');
    expect(await names()).not.toContain(name);
    expect(
      (await world.root.POST('/api/v1/buckets', { body: { name, versioning: false, locking: false } })).status,
    ).toBe(201);
    expect(await names()).toContain(name);
    expect((await world.root.DELETE('/api/v1/buckets/{bucket}', { params: { path: { bucket: name } } })).status).toBe(
      204,
    );
    expect(await names()).not.toContain(name);
  });
});
