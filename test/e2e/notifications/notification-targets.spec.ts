import { randomUUID } from 'node:crypto';
import { Client as PgClient } from 'pg';
import { asRoot } from '../../integration/buckets/bucket-test-kit';
import { startWebhookReceiver } from '../../integration/notifications/webhook-receiver';
import { startConsole } from '../../support/console-process';
import { startOwnMinio } from '../../support/own-minio';
import { freePort } from '../../world/ports';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/**
 * A person adds a PostgreSQL and a webhook target in the browser, restarts the server from the banner, sees both
 * Online, subscribes a bucket to each in its Events tab and finds the event of an upload in the table and at the
 * receiver. Along the way: the required password of a new target, an address without its scheme, MinIO's reason for
 * a Kafka broker that is not there, a target gone Offline (red), editing and deleting. The MinIO is the test's own:
 * its restarts must not disturb the shared servers.
 */
test('notification targets: add PostgreSQL and webhook targets, restart, receive bucket events, edit, delete', async ({
  page,
  world,
}) => {
  test.slow();
  test.setTimeout(300_000);
  const pg = need(world.notify?.postgres, 'PostgreSQL (world part "postgres")');
  const receiver = await startWebhookReceiver();
  const minio = await startOwnMinio('e2e-notify');
  const id = randomUUID().slice(0, 8);
  const [pgName, whName, table] = [`pg-${id}`, `wh-${id}`, `events_${id}`];
  const bucket = `e2e-notify-${id}`;
  const closedPort = await freePort();
  const console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
  });
  try {
    const iam = new IamPage(page);
    await startSession(page, console_.url, minio.server);
    await iam.open(console_.url, 'account');
    const menuEntry = page.getByTestId('side-menu').getByRole('link', { name: 'Notification Endpoints' });
    await menuEntry.click();
    await expect(page.getByTestId('page-title')).toHaveText('Notification Endpoints');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await saveLightAndDark(page, 'notification-endpoints-empty');

    // The grid of the ten kinds.
    await page.getByTestId('add-notification-target').first().click();
    const cards = page.locator('[data-test^="notification-service-"]');
    await expect(cards).toHaveCount(10);
    await saveLightAndDark(page, 'notification-endpoints-add');

    // PostgreSQL: a new target's password may not be left empty.
    await page.getByTestId('notification-service-postgres').click();
    await expect(page.getByTestId('page-title')).toHaveText('Add PostgreSQL Notification Target');
    await page.getByTestId('target-name').fill(pgName);
    await page.getByTestId('target-host').fill(pg.host);
    await page.getByTestId('target-port').fill(String(pg.port));
    await page.getByTestId('target-dbname').fill(pg.database);
    await page.getByTestId('target-user').fill(pg.user);
    await page.getByTestId('target-table').fill(table);
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('target-password-problem')).toContainText('Field cannot be empty');
    await page.getByTestId('target-password').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'notification-target-postgres-form');
    await page.getByTestId('target-password').fill(pg.password);
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('page-title')).toHaveText('Notification Endpoints');
    await expect(page.getByTestId('restart-banner')).toBeVisible();
    await expect(page.getByTestId('pending-restart-note')).toBeVisible();

    // Kafka without a broker here: MinIO checks the connection and the form shows its reason.
    await page.goto(`${console_.url}notification-endpoints/add/kafka`);
    await page.getByTestId('target-name').fill(`kf-${id}`);
    await page.getByTestId('target-brokers').fill(`127.0.0.1:${closedPort}`);
    await page.getByTestId('optional-settings').getByRole('button').click();
    await page.getByTestId('target-topic').fill('bucket-events');
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('save-target-error')).toContainText(/kafka/i);
    await saveLightAndDark(page, 'notification-target-kafka-refused');

    // Webhook: an address without its scheme is refused in the form.
    await page.goto(`${console_.url}notification-endpoints/add/webhook`);
    await page.getByTestId('target-name').fill(whName);
    await page.getByTestId('target-endpoint').fill(receiver.url.replace('http://', ''));
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('target-endpoint-problem')).toContainText('with its scheme');
    await page.getByTestId('target-endpoint').fill(receiver.url);
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('page-title')).toHaveText('Notification Endpoints');

    // The banner restarts the server; both targets are loaded and Online.
    await page.getByTestId('restart-button').click();
    await expect(page.getByTestId('restart-banner')).toBeHidden({ timeout: 120_000 });
    await page.getByTestId('refresh-notification-endpoints').click();
    await expect(page.getByTestId(`row-postgres:${pgName}`).getByTestId('endpoint-status')).toHaveText('Online');
    await expect(page.getByTestId(`row-webhook:${whName}`).getByTestId('endpoint-status')).toHaveText('Online');
    await saveLightAndDark(page, 'notification-endpoints-list');

    // The shared list toolbar: the filter (named by its placeholder) narrows the rows; Refresh, then Add, at the right.
    const toolbar = page.getByTestId('card-list-toolbar');
    await expect(toolbar.getByTestId('add-notification-target')).toBeVisible();
    await toolbar.getByRole('textbox', { name: 'Filter notification endpoints' }).fill(whName);
    await expect(page.getByTestId('notification-endpoints-table').locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId(`row-webhook:${whName}`)).toBeVisible();
    await toolbar.getByRole('textbox', { name: 'Filter notification endpoints' }).fill('');

    // The bucket events screen offers both ARNs; a subscription to each delivers an upload's event.
    await asRoot(minio.server, (s3) => s3.makeBucket(bucket));
    await page.goto(`${console_.url}buckets/${bucket}/admin/events`);
    for (const arn of [`arn:minio:sqs::${pgName}:postgresql`, `arn:minio:sqs::${whName}:webhook`]) {
      await page.getByTestId('events-add').click();
      const modal = page.getByTestId('subscribe-event-modal');
      await modal.getByTestId('event-arn').selectOption(arn);
      await modal.getByTestId('event-type-put').check();
      await modal.getByTestId('modal-submit').click();
      await expect(modal).toBeHidden();
    }
    await asRoot(minio.server, (s3) => s3.putObject(bucket, 'hello.txt', Buffer.from('hello')));
    await expect.poll(() => receiver.keys, { timeout: 30_000 }).toContain(`${bucket}/hello.txt`);
    await expect.poll(() => tableKeys(pg, table), { timeout: 30_000 }).toContain(`${bucket}/hello.txt`);

    // Edit opens the stored target, its name fixed.
    await page.goto(`${console_.url}notification-endpoints`);
    await page.getByTestId(`edit-webhook:${whName}`).click();
    await expect(page.getByTestId('target-endpoint')).toHaveValue(receiver.url);
    await expect(page.getByTestId('target-name')).toHaveValue(whName);
    await saveScreenshot(page, 'notification-target-webhook-edit-light');

    // The receiver goes away: the target shows Offline, in red.
    await receiver.close();
    await page.goto(`${console_.url}notification-endpoints`);
    const webhookStatus = page.getByTestId(`row-webhook:${whName}`).getByTestId('endpoint-status');
    await expect(async () => {
      await page.getByTestId('refresh-notification-endpoints').click();
      await expect(webhookStatus).toHaveText('Offline', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(webhookStatus).toHaveClass(/pf-m-red/);
    await saveLightAndDark(page, 'notification-endpoints-offline');

    // Delete asks, naming the target.
    await page.getByTestId(`delete-webhook:${whName}`).click();
    const dialog = page.getByTestId('delete-notification-target-modal');
    await expect(dialog).toContainText(`webhook:${whName}`);
    await saveScreenshot(page, 'notification-target-delete-light');
    await dialog.getByTestId('modal-submit').click();
    await expect(page.getByTestId('snackbar')).toContainText(`webhook:${whName} deleted`);
    await expect(page.getByTestId('restart-banner')).toBeVisible();
  } finally {
    await console_.stop();
    await minio.stop();
    await receiver.close();
  }
});

async function tableKeys(
  pg: { host: string; port: number; user: string; password: string; database: string },
  table: string,
): Promise<string[]> {
  const client = new PgClient({ ...pg, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const exists = await client.query('select to_regclass($1) as t', [table]);
    if (!(exists.rows[0] as { t: string | null }).t) return [];
    return (await client.query(`select key from ${table}`)).rows.map((row) => (row as { key: string }).key);
  } finally {
    await client.end();
  }
}

/**
 * The forms of the other kinds that run here save what MinIO accepts: each is filled in as a person would, saved,
 * and after one restart from the banner every target is loaded and Online. Elasticsearch, which has no server here,
 * shows MinIO's reason. Delivery to each of these servers is tested through the API (test/integration/notifications).
 */
test('notification targets: the MySQL, Redis, NATS, MQTT, AMQP and NSQ forms save targets MinIO loads Online', async ({
  page,
  world,
}) => {
  test.slow();
  test.setTimeout(300_000);
  const notify = world.notify ?? {};
  const my = need(notify.mysql, 'MariaDB (world part "mysql")');
  const minio = await startOwnMinio('e2e-notify-forms');
  const id = randomUUID().slice(0, 8);
  const closedPort = await freePort();
  const console_ = await startConsole({
    CONSOLE_MINIO_SERVER: minio.server.endpoint,
    CONSOLE_OUTBOUND_ALLOW_LOOPBACK: 'on',
  });
  /** Required fields by test id, then optional ones (behind 'Optional settings'); selects are chosen. */
  const forms: Array<[string, Record<string, string>, Record<string, string>?]> = [
    [
      'mysql',
      {
        host: my.host,
        port: String(my.port),
        dbname: my.database,
        user: my.user,
        password: my.password,
        table: `ev_${id}`,
        format: 'access',
      },
    ],
    ['redis', { address: need(notify.redis, 'Redis').address, key: `events-${id}`, format: 'namespace' }],
    ['nats', { address: need(notify.nats, 'NATS').address, subject: `events.${id}` }],
    ['mqtt', { broker: `tcp://${need(notify.mqtt, 'Mosquitto').address}`, topic: `events/${id}` }, { qos: '1' }],
    ['amqp', { url: need(notify.amqp, 'RabbitMQ').url }, { exchange: `minio-${id}`, exchange_type: 'fanout' }],
    ['nsq', { nsqd_address: need(notify.nsq, 'nsqd').address, topic: `events-${id}` }],
  ];
  const fill = async (values: Record<string, string>) => {
    for (const [key, value] of Object.entries(values)) {
      const input = page.getByTestId(`target-${key}`);
      if ((await input.evaluate((element) => element.tagName)) === 'SELECT') await input.selectOption(value);
      else await input.fill(value);
    }
  };
  try {
    await startSession(page, console_.url, minio.server);
    await page.goto(`${console_.url}notification-endpoints/add/elasticsearch`);
    await page.getByTestId('target-name').fill(`es-${id}`);
    await fill({ url: `http://127.0.0.1:${closedPort}`, index: 'bucket-events' });
    await page.getByTestId('save-notification-target').click();
    await expect(page.getByTestId('save-target-error')).toContainText(/elasticsearch/i);
    // Each form is opened by its address; the last save leads (inside the app) to the list with the restart banner,
    // which a reload would lose (the console keeps that flag in the page only).
    for (const [service, required, optional] of forms) {
      await page.goto(`${console_.url}notification-endpoints/add/${service}`);
      await page.getByTestId('target-name').fill(`${service}-${id}`);
      await fill(required);
      if (optional) {
        await page.getByTestId('optional-settings').getByRole('button').click();
        await fill(optional);
      }
      if (service === 'mqtt') await saveLightAndDark(page, 'notification-target-mqtt-form');
      await page.getByTestId('save-notification-target').click();
      await expect(page.getByTestId('page-title')).toHaveText('Notification Endpoints');
    }

    await page.getByTestId('restart-button').click();
    await expect(page.getByTestId('restart-banner')).toBeHidden({ timeout: 120_000 });
    for (const [service] of forms) {
      const status = page.getByTestId(`row-${service}:${service}-${id}`).getByTestId('endpoint-status');
      await expect(async () => {
        await page.getByTestId('refresh-notification-endpoints').click();
        await expect(status).toHaveText('Online', { timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
    }
    await saveLightAndDark(page, 'notification-endpoints-all-kinds');
  } finally {
    await console_.stop();
    await minio.stop();
  }
});
