import { renameSync } from 'node:fs';
import { consoleFixture } from '@test/support/fixtures';
import { eventually } from '@test/support/eventually';
import { makeBucket } from '@test/support/minio-root';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { uniqueBucket } from '@test/support/unique';

// A MinIO of this file's own: one of its drives is made unreadable, which the shared servers must never see.
let own: OwnMinio | undefined;
beforeAll(async () => {
  own = await startOwnMinio('dash-offline', 'erasure');
}, 120_000);
const ownMinio = () => {
  if (!own) throw new Error('the own MinIO did not start');
  return own.server;
};
const world = consoleFixture({ minio: ownMinio });
afterAll(async () => {
  await own?.stop();
});

const adminInfo = async () => (await world.root.GET('/api/v1/admin/info', { params: { query: {} } })).data;

describe('the General Status of a MinIO of its own', () => {
  it('counts exactly the buckets there are', async () => {
    const before = (await adminInfo())?.buckets ?? 0;
    await makeBucket(ownMinio(), uniqueBucket('dash-a'));
    await makeBucket(ownMinio(), uniqueBucket('dash-b'));
    expect((await adminInfo())?.buckets).toBe(before + 2);
  });

  it('shows a pulled drive as offline and keeps it in the list', async () => {
    const [, drive] = ownMinio().drives;
    if (!drive) throw new Error('the erasure MinIO has no second drive');
    // Moved away, as when a disk is pulled (permissions would not do: the tests may run as root).
    renameSync(drive, `${drive}.pulled`);
    const offline = await eventually(
      'the drive reported offline',
      async () => {
        const drives = (await adminInfo())?.servers.flatMap((server) => server.drives ?? []) ?? [];
        const found = drives.find((entry) => entry.path === drive);
        return found && found.state !== 'ok' ? { drives, found } : undefined;
      },
      90_000,
    );
    expect(offline.drives).toHaveLength(4);
    expect(offline.found.state).toBe('offline');
    expect(offline.drives.filter((entry) => entry.state === 'ok')).toHaveLength(3);
  }, 120_000);
});
