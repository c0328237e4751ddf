import { getConfigTargets } from '@platform/minio/admin/config-kv';
import { startAnsweringWebhook, type AnsweringWebhook } from '@test/support/answering-webhook';
import { dataOf } from '@test/support/api-client';
import { consoleFixture } from '@test/support/fixtures';
import { rootConnection } from '@test/support/minio-admin';
import { startOwnMinio, type OwnMinio } from '@test/support/own-minio';
import { LOOPBACK_TARGETS } from '../buckets/bucket-test-kit';
import { restartThroughConsole } from '@test/support/minio-restart';

export type KeyValue = { key: string; value: string };

/**
 * Saved configuration on a MinIO of the test file's own (notification targets load only at a restart): the MinIO, a
 * webhook that answers MinIO's dial (it dials a target before it accepts it), a console on that MinIO, and the
 * configuration calls as the settings and notification forms make them. Call once at the top of a test file.
 */
export function ownConfiguration(name: string) {
  let minio: OwnMinio | undefined;
  let webhook: AnsweringWebhook | undefined;
  beforeAll(async () => {
    minio = await startOwnMinio(name);
    webhook = await startAnsweringWebhook();
  }, 60_000);
  const started = (): OwnMinio => {
    if (!minio) throw new Error(`the MinIO of ${name} did not start`);
    return minio;
  };
  // After the MinIO above starts; its clean-up runs before the MinIO stops (afterAll hooks run in this order).
  const world = consoleFixture({ minio: () => started().server, env: LOOPBACK_TARGETS });
  afterAll(async () => {
    await minio?.stop();
    await webhook?.close();
  });
  const config = (id: string) => ({ params: { path: { configurationId: id } } });
  return {
    world,
    minio: started,
    /** The answering webhook's address, with `path` appended. */
    webhookUrl: (path?: string) => webhook?.url(path) ?? '',
    /** A configuration's keys as the console answers them. */
    read: async (id: string): Promise<KeyValue[]> =>
      dataOf(await world.root.GET('/api/v1/configs/{configurationId}', config(id))).key_values.map(
        ({ key, value }) => ({ key, value }),
      ),
    /** A form's save: the keys sent and, as the forms send it, what the form opened with. */
    save: (id: string, keyValues: KeyValue[], previous?: KeyValue[]) =>
      world.root.PUT('/api/v1/configs/{configurationId}', {
        ...config(id),
        body: { key_values: keyValues, ...(previous ? { previous } : {}) },
      }),
    /** MinIO loads notification targets at start-up only; the console waits for it to answer again. */
    restart: () => restartThroughConsole(world.root),
    /** What MinIO runs for a target, read without the console. */
    running: async (subSys: string, target = '') => {
      const line = (await getConfigTargets(rootConnection(started().server), subSys)).find(
        (one) => one.target === target,
      );
      return Object.fromEntries((line?.kvs ?? []).map((kv) => [kv.key, kv.value]));
    },
  };
}
