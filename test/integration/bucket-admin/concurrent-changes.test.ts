import type { Schema } from '@contract/shared/contract-types';
import { inBucket } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { asRoot, putObjects } from '@test/support/minio-root';
import { objectAt } from '../objects/objects-kit';
import { storedConfig, storedRules } from './config-test-kit';

jest.setTimeout(90_000);

/**
 * Two administrators changing the same bucket document at once: the console reads the document, changes its part and
 * writes it back whole, so without care the later write drops what the other one saved meanwhile. Each test sends
 * its changes together and reads back from MinIO (as root, without the console) that every one of them survived.
 */
const world = consoleFixture();
const SIX = ['a/', 'b/', 'c/', 'd/', 'e/', 'f/'];

describe('changes of one bucket document sent at the same time', () => {
  it('keeps every lifecycle rule added at once, and every edit and removal made at once', async () => {
    const bucket = await world.bucket('race-ilm');
    const path = '/api/v1/buckets/{bucket}/lifecycle';
    const added = await Promise.all(
      SIX.map((prefix) =>
        world.root.POST(path, { ...inBucket(bucket), body: { type: 'expiry', prefix, expiry_days: 30 } }),
      ),
    );
    expect(added.map((answer) => answer.status)).toEqual(SIX.map(() => 204));
    const rules = await storedRules(world.minio, bucket, 'lifecycle');
    expect(rules.map((rule) => rule.Filter?.Prefix).sort()).toEqual(SIX);

    const [first, second, ...others] = rules;
    const rulePath = '/api/v1/buckets/{bucket}/lifecycle/{ruleId}';
    const changed = await Promise.all([
      world.root.PUT(rulePath, { ...inBucket(bucket, { ruleId: first!.ID }), body: { disable: true } }),
      world.root.PUT(rulePath, { ...inBucket(bucket, { ruleId: second!.ID }), body: { disable: true } }),
      ...others.slice(0, 2).map((rule) => world.root.DELETE(rulePath, inBucket(bucket, { ruleId: rule.ID }))),
    ]);
    expect(changed.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    const after = await storedRules(world.minio, bucket, 'lifecycle');
    expect(after.map((rule) => [rule.ID, rule.Status])).toEqual([
      [first!.ID, 'Disabled'],
      [second!.ID, 'Disabled'],
      ...others.slice(2).map((rule) => [rule.ID, 'Enabled']),
    ]);
  });

  it('applies only the change of a lifecycle rule edited from a stale dialog, and refuses a clash', async () => {
    const bucket = await world.bucket('stale-ilm');
    const path = '/api/v1/buckets/{bucket}/lifecycle';
    const body = { type: 'expiry', prefix: 'logs/', tags: 'team=web', expiry_days: 30 } as const;
    expect((await world.root.POST(path, { ...inBucket(bucket), body })).status).toBe(204);
    const [rule] = await storedRules(world.minio, bucket, 'lifecycle');
    const rulePath = '/api/v1/buckets/{bucket}/lifecycle/{ruleId}';
    const at = inBucket(bucket, { ruleId: rule!.ID });
    const opened = { disable: false, tags: 'team=web' };
    const edit = (change: Schema<'UpdateLifecycleRuleRequest'>) => world.root.PUT(rulePath, { ...at, body: change });
    const shown = async () => (await world.root.GET(path, inBucket(bucket))).data!.lifecycle[0];

    // Another administrator disables the rule; the stale dialog changes the tag filter only: it stays disabled.
    expect((await edit({ disable: true })).status).toBe(204);
    expect((await edit({ disable: false, tags: 'team=ops', previous: opened })).status).toBe(204);
    expect(await shown()).toMatchObject({ status: 'Disabled', tags: [{ key: 'team', value: 'ops' }] });

    // Enabling it from a dialog that showed it enabled, with a new filter someone else changed too: refused.
    expect(await edit({ disable: false, tags: 'team=qa', previous: opened })).toMatchObject({
      status: 409,
      error: {
        message: 'The lifecycle rule changed since you opened it',
        detailedMessage: expect.stringContaining("Its tag filter is 'team=ops' now; it was 'team=web' when the dialog"),
      },
    });
    expect(await shown()).toMatchObject({ status: 'Disabled', tags: [{ key: 'team', value: 'ops' }] });
  });

  it('keeps every anonymous access rule granted at once', async () => {
    const bucket = await world.bucket('race-access');
    const path = '/api/v1/bucket/{bucket}/access-rules';
    const granted = await Promise.all(
      SIX.map((prefix) => world.root.PUT(path, { ...inBucket(bucket), body: { prefix, access: 'readonly' } })),
    );
    expect(granted.map((answer) => answer.status)).toEqual(SIX.map(() => 204));
    const policy = await asRoot(world.minio, (s3) => s3.getBucketPolicy(bucket));
    for (const prefix of SIX) expect(policy).toContain(`${bucket}/${prefix}*`);
    expect((await world.root.GET(path, inBucket(bucket))).data?.accessRules).toHaveLength(SIX.length);
  });

  it('refuses a custom access policy saved from a dialog opened before an access rule was added', async () => {
    const bucket = await world.bucket('stale-policy');
    const setPolicy = (body: Schema<'SetBucketAccessRequest'>) =>
      world.root.PUT('/api/v1/buckets/{bucket}/set-policy', { ...inBucket(bucket), body });
    const info = async () => (await world.root.GET('/api/v1/buckets/{bucket}', inBucket(bucket))).data!;
    const opened = (await info()).definition ?? '';
    const rules = '/api/v1/bucket/{bucket}/access-rules';
    await world.root.PUT(rules, { ...inBucket(bucket), body: { prefix: 'shared/', access: 'readonly' } });
    const policyNow = (await info()).definition;

    const custom = JSON.stringify({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/pub/*`],
        },
      ],
    });
    expect(await setPolicy({ access: 'CUSTOM', definition: custom, previous_definition: opened })).toMatchObject({
      status: 409,
      error: {
        code: 409,
        message: "The bucket's access policy changed since you opened it",
        detailedMessage: expect.stringContaining('Someone else changed the access policy or the Access Rules'),
      },
    });
    expect(await setPolicy({ access: 'PRIVATE', previous_definition: opened })).toMatchObject({ status: 409 });
    expect((await info()).definition).toBe(policyNow);

    // Opened after the change, the same save goes through.
    expect((await setPolicy({ access: 'CUSTOM', definition: custom, previous_definition: policyNow })).status).toBe(
      204,
    );
    expect((await world.root.GET(rules, inBucket(bucket))).data?.accessRules).toEqual([
      { prefix: 'pub/', access: 'readonly' },
    ]);
  });

  it('keeps every tag added at once from pages that read the same tags', async () => {
    const bucket = await world.bucket('race-tags');
    const path = '/api/v1/buckets/{bucket}/tags';
    await world.root.PUT(path, { ...inBucket(bucket), body: { tags: { team: 'storage' } } });
    const opened = (await world.root.GET(path, inBucket(bucket))).data!.tags;
    const saved = await Promise.all(
      ['a', 'b', 'c', 'd'].map((key) =>
        world.root.PUT(path, { ...inBucket(bucket), body: { tags: { ...opened, [key]: key }, previous: opened } }),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual([204, 204, 204, 204]);
    expect(await storedTags(bucket)).toEqual({ team: 'storage', a: 'a', b: 'b', c: 'c', d: 'd' });

    // A page still showing the first tags removes one: the others stay. Changing a tag someone else changed
    // differently meanwhile is refused, and nothing is written.
    const removed = { ...opened };
    delete removed['team'];
    expect(
      (await world.root.PUT(path, { ...inBucket(bucket), body: { tags: removed, previous: opened } })).status,
    ).toBe(204);
    expect(await storedTags(bucket)).toEqual({ a: 'a', b: 'b', c: 'c', d: 'd' });
    const stale = { ...opened, a: 'mine', e: 'e' };
    expect(await world.root.PUT(path, { ...inBucket(bucket), body: { tags: stale, previous: opened } })).toMatchObject({
      status: 409,
      error: {
        code: 409,
        message: 'The tags changed since you opened them',
        detailedMessage: expect.stringContaining("Tag 'a' is 'a' now; it was not set when the page loaded."),
      },
    });
    expect(await storedTags(bucket)).toEqual({ a: 'a', b: 'b', c: 'c', d: 'd' });
  });

  it('keeps every tag added at once to an object from pages that read the same tags, and refuses a clash', async () => {
    const bucket = await world.bucket('race-object-tags');
    await putObjects(world.minio, bucket, [['report.pdf', 'x']]);
    const path = '/api/v1/buckets/{bucket}/objects/tags';
    const at = objectAt(bucket, 'report.pdf');
    const opened = { team: 'web' };
    await world.root.PUT(path, { ...at, body: { tags: opened } });
    const saved = await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        world.root.PUT(path, { ...at, body: { tags: { ...opened, [key]: key }, previous: opened } }),
      ),
    );
    expect(saved.map((answer) => answer.status)).toEqual([204, 204, 204]);
    const stored = () =>
      asRoot(world.minio, (s3) => s3.getObjectTagging(bucket, 'report.pdf')).then((tags) =>
        Object.fromEntries(tags.map((tag) => [tag.Key, tag.Value])),
      );
    expect(await stored()).toEqual({ team: 'web', a: 'a', b: 'b', c: 'c' });
    const clash = await world.root.PUT(path, { ...at, body: { tags: { team: 'ops' }, previous: { team: 'storage' } } });
    expect(clash).toMatchObject({ status: 409, error: { message: 'The tags changed since you opened them' } });
    expect(await stored()).toEqual({ team: 'web', a: 'a', b: 'b', c: 'c' });
  });
});

async function storedTags(bucket: string): Promise<Record<string, string>> {
  const tagging = (await storedConfig(world.minio, bucket, 'tagging'))['Tagging'] as {
    TagSet: { Tag: Array<{ Key: string; Value: string }> | { Key: string; Value: string } };
  };
  return Object.fromEntries([tagging.TagSet.Tag].flat().map((tag) => [tag.Key, tag.Value]));
}
