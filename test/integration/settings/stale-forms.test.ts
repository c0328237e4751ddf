import { randomUUID } from 'node:crypto';
import { ownConfiguration, type KeyValue } from './own-configuration';

jest.setTimeout(180_000);

/**
 * Two administrators editing one notification target or one settings category: the form sends what it opened with
 * as `previous`, and only the keys its user changed are written on top of what MinIO has by then. Before, the
 * notification target's form wrote every field back, so a stale form undid another administrator's changes. On a
 * MinIO of this file's own: notification targets need restarts.
 */
const { webhookUrl: hook, read, save, restart, running } = ownConfiguration('stale-forms');
/** The form sent back whole, as the notification target form does: every field not empty, `changes` applied. */
const wholeForm = (opened: KeyValue[], changes: Record<string, string>): KeyValue[] =>
  opened
    .map(({ key, value }) => ({ key, value: changes[key] ?? value }))
    .filter(({ key, value }) => value !== '' && key !== 'enable');

describe('a notification target saved from a form opened before another administrator changed it', () => {
  const name = `stale${randomUUID().slice(0, 8)}`;
  const id = `notify_webhook:${name}`;

  it('keeps their queue limit when the user changed the endpoint, and refuses a queue limit both changed', async () => {
    const created = await save(id, [
      { key: 'endpoint', value: `${hook()}/first` },
      { key: 'queue_limit', value: '100' },
    ]);
    expect(created.status).toBe(200);
    await restart();
    const opened = await read(id);
    expect(opened).toContainEqual({ key: 'queue_limit', value: '100' });

    // Another administrator raises the queue limit; their restart loads it.
    expect((await save(id, [{ key: 'queue_limit', value: '200' }])).status).toBe(200);
    await restart();

    // The stale form moves the endpoint: everything else goes back as it opened (queue limit 100).
    const moved = await save(id, wholeForm(opened, { endpoint: `${hook()}/second` }), opened);
    expect(moved.status).toBe(200);
    await restart();
    expect(await running('notify_webhook', name)).toMatchObject({
      endpoint: `${hook()}/second`,
      queue_limit: '200',
    });

    const clash = await save(id, wholeForm(opened, { queue_limit: '300' }), opened);
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('The setting "queue_limit" changed since you opened it');
    expect(clash.error?.detailedMessage).toContain("It is '200' now; it was '100' when the form opened.");
    await restart();
    expect(await running('notify_webhook', name)).toMatchObject({ queue_limit: '200' });
  });
});

describe('a settings category saved from a form opened before another administrator changed it', () => {
  it('writes the key the user changed beside theirs, and refuses a key both changed', async () => {
    const opened = await read('api');
    expect((await save('api', [{ key: 'cors_allow_origin', value: 'https://theirs.example' }])).status).toBe(200);

    // The settings form sends only the keys its user changed.
    const saved = await save('api', [{ key: 'stale_uploads_expiry', value: '48h' }], opened);
    expect(saved.status).toBe(200);
    expect(await running('api')).toMatchObject({
      cors_allow_origin: 'https://theirs.example',
      stale_uploads_expiry: '48h',
    });

    const clash = await save('api', [{ key: 'cors_allow_origin', value: 'https://mine.example' }], opened);
    expect(clash.status).toBe(409);
    expect(clash.error?.message).toBe('The setting "cors_allow_origin" changed since you opened it');
    expect((await running('api'))['cors_allow_origin']).toBe('https://theirs.example');
  });

  it('lets one of two forms opened alike change a key when both save at once; the other is refused', async () => {
    const opened = await read('api');
    const key = 'stale_uploads_cleanup_interval';
    const answers = await Promise.all(['1h', '2h'].map((value) => save('api', [{ key, value }], opened)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await running('api'))[key]).toBe(answers[0]?.status === 200 ? '1h' : '2h');
  });
});
