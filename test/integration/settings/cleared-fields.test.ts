import { randomUUID } from 'node:crypto';
import { ownConfiguration } from './own-configuration';

jest.setTimeout(180_000);

/**
 * A field the user empties in a notification target's form or a settings form is cleared: the form sends it as
 * `''` and the server writes MinIO's default for it (or empty where MinIO names none). Before, the notification form
 * left the emptied field out, so MinIO kept the stored value; and an empty value MinIO cannot read (a target's
 * `queue_limit`) was refused. On a MinIO of this file's own: notification targets need restarts.
 */
const { webhookUrl: hook, read, save, restart, running } = ownConfiguration('cleared-fields');

it("clears a notification target's optional fields the user emptied, the queue limit back to MinIO's default", async () => {
  const name = `cleared${randomUUID().slice(0, 8)}`;
  const id = `notify_webhook:${name}`;
  const created = await save(id, [
    { key: 'endpoint', value: `${hook()}/in` },
    { key: 'queue_dir', value: `/tmp/cleared-fields-${name}` },
    { key: 'queue_limit', value: '100' },
    { key: 'comment', value: 'before' },
  ]);
  expect(created.status).toBe(200);
  await restart();
  const opened = await read(id);
  expect(opened).toContainEqual({ key: 'comment', value: 'before' });

  // As the edit form sends it: the endpoint as it was, the emptied fields as ''.
  const saved = await save(
    id,
    [
      { key: 'endpoint', value: `${hook()}/in` },
      { key: 'queue_dir', value: '' },
      { key: 'queue_limit', value: '' },
      { key: 'comment', value: '' },
    ],
    opened,
  );
  expect(saved.error).toBeUndefined();
  expect(saved.status).toBe(200);
  await restart();
  expect(await running('notify_webhook', name)).toMatchObject({
    endpoint: `${hook()}/in`,
    queue_dir: '',
    queue_limit: '100000',
    comment: '',
  });
});

it('writes a cleared setting as the default MinIO names for it', async () => {
  const opened = await read('api');
  expect((await save('api', [{ key: 'cors_allow_origin', value: 'https://a.example' }], opened)).status).toBe(200);
  expect((await running('api'))['cors_allow_origin']).toBe('https://a.example');

  // As the settings form sends a cleared field. MinIO stores '' as given and then lets no origin in.
  const cleared = await save('api', [{ key: 'cors_allow_origin', value: '' }], await read('api'));
  expect(cleared.status).toBe(200);
  expect((await running('api'))['cors_allow_origin']).toBe('*');
});
