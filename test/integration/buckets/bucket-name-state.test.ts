import { consoleFixture } from '@test/support/fixtures';
import { uniqueBucket } from '@test/support/unique';

jest.setTimeout(60_000);

const world = consoleFixture();

const stateOf = (bucket: string) => world.root.GET('/api/v1/bucket-names/{bucket}', { params: { path: { bucket } } });

describe('GET /api/v1/bucket-names/{bucket}: is a name taken, before Create', () => {
  it('says free for an unused name and taken once the bucket exists', async () => {
    const name = uniqueBucket('name-state');
    expect(await stateOf(name)).toEqual({ status: 200, data: { state: 'free' } });
    world.cleanup.bucket(name);
    expect(
      (await world.root.POST('/api/v1/buckets', { body: { name, versioning: false, locking: false } })).status,
    ).toBe(201);
    expect(await stateOf(name)).toEqual({ status: 200, data: { state: 'taken' } });
  });

  it('refuses a name breaking the naming rules with the rule it breaks', async () => {
    const answer = await stateOf('Has-Capitals');
    expect(answer).toMatchObject({
      status: 400,
      error: { message: 'Invalid bucket name', detailedMessage: 'A bucket name cannot contain uppercase letters' },
    });
  });
});
