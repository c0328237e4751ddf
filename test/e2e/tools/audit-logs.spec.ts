import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { asRoot, putObjects } from '../../support/minio-root';
import { startOwnMinio, type OwnMinio } from '../../support/own-minio';
import { tempDir } from '../../world/processes';
import { need, type SqlServer } from '../../world/state';
import { expect, test } from '../fixtures';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
import { ToolsPage } from './tools.page';

// MinIO's audit webhook → the console's ingest → its store → the Audit Logs page, once per store. Each run has a
// MinIO and a console of its own: the page changes MinIO's audit_webhook, a server-wide setting.
test.describe.configure({ mode: 'serial' });

let minio: OwnMinio | undefined;
let console_: ConsoleInstance | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

test.afterEach(async () => {
  await console_?.stop();
  await minio?.stop();
  await dropDatabase?.();
  [console_, minio, dropDatabase] = [undefined, undefined, undefined];
});

async function freshDatabase(pg: SqlServer): Promise<string> {
  const database = `audit_e2e_${randomUUID().replace(/-/g, '')}`;
  const admin = async (sql: string) => {
    const client = new Client({
      host: pg.host,
      port: pg.port,
      user: pg.user,
      password: pg.password,
      database: pg.database,
    });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${database}`);
  dropDatabase = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  return `postgres://${pg.user}:${encodeURIComponent(pg.password)}@${pg.host}:${pg.port}/${database}`;
}

for (const store of ['embedded', 'postgres'] as const) {
  test(`audit logs (${store} store): set up the webhook with consent, search, view, scroll`, async ({
    page,
    world,
  }) => {
    test.setTimeout(240_000);
    minio = await startOwnMinio(`audit-e2e-${randomUUID().slice(0, 8)}`);
    console_ = await startConsole({
      CONSOLE_MINIO_SERVER: minio.server.endpoint,
      ...(store === 'embedded'
        ? { CONSOLE_AUDIT_DATA_DIR: join(tempDir('audit-e2e'), 'data') }
        : { CONSOLE_AUDIT_POSTGRES_URL: await freshDatabase(need(world.notify?.postgres, 'PostgreSQL')) }),
    });
    const tools = new ToolsPage(page);
    await tools.login(console_.url, minio.server.accessKey, minio.server.secretKey);
    await tools.open(console_.url, 'tools/audit-logs');
    await expect(tools.title).toHaveText('Audit Logs');

    // The webhook is not set: the page says so and changes MinIO's configuration only after a confirmation.
    await expect(page.getByTestId('audit-webhook-missing')).toContainText('MinIO does not send its audit log');
    const confirm = page.getByTestId('audit-webhook-confirm');
    // The theme switch is behind the dialog: the dialog is shown once in each theme, and cancelled.
    for (const theme of store === 'embedded' ? (['Light', 'Dark'] as const) : []) {
      await chooseTheme(page, theme);
      await page.getByTestId('audit-webhook-configure').click();
      await expect(confirm).toContainText("audit_webhook target 'objectconsole'");
      await saveScreenshot(page, `audit-logs-webhook-consent-${theme.toLowerCase()}`);
      await confirm.getByTestId('modal-cancel').click();
    }
    await chooseTheme(page, 'Light');
    await expect(page.getByTestId('audit-webhook-missing')).toBeVisible();
    await page.getByTestId('audit-webhook-configure').click();
    await expect(confirm).toContainText("audit_webhook target 'objectconsole'");
    await expect(page.getByTestId('audit-webhook-endpoint')).toHaveText(`${console_.url}api/v1/logs/audit/ingest`);
    await confirm.getByRole('button', { name: 'Change configuration' }).click();
    // The change needs only the ingest token, which does not wait for the store (the embedded store's first opening
    // takes tens of seconds on a loaded two-core machine): the answer is MinIO's, and the store opens meanwhile.
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('audit-webhook-missing')).toBeHidden();

    const bucket = `audit-e2e-${randomUUID().slice(0, 8)}`;
    const server = minio.server;
    await asRoot(server, async (s3) => {
      await s3.makeBucket(bucket);
      await s3.putObject(bucket, 'reports/first.csv', Buffer.from('first'));
    });
    await putObjects(
      server,
      bucket,
      Array.from(
        { length: 130 },
        (_, n) => [`reports/2026/file-${String(n).padStart(3, '0')}.csv`, `row ${n}`] as const,
      ),
    );

    // Advanced Filters with a wildcard; Get Information until MinIO's entries have arrived.
    await page.getByTestId('audit-advanced-filters').getByRole('button', { name: 'Advanced Filters' }).click();
    await expect(page.getByTestId('audit-filter-hint')).toContainText("'*' matches any characters");
    await page.getByTestId('audit-filter-bucket').fill(`${bucket.slice(0, 14)}*`);
    await page.getByTestId('audit-filter-api_name').fill('PutObjec.');
    const rows = page.getByTestId('audit-row');
    await tools.untilVisible(rows.nth(99), () => page.getByTestId('audit-get-information').click(), 90_000);
    await expect(rows).toHaveCount(100);

    // The spec's default columns; the content lengths and the response time only when chosen.
    const headers = page.getByTestId('audit-table').locator('thead th');
    for (const title of [
      'Timestamp',
      'API Name',
      'Bucket',
      'Object',
      'Remote Host',
      'Request ID',
      'User Agent',
      'Response Status',
    ]) {
      await expect(headers.filter({ hasText: title })).toHaveCount(1);
    }
    await expect(headers.filter({ hasText: 'Time to Response NS' })).toHaveCount(0);
    await page.getByTestId('shown-columns-toggle').click();
    await page.getByRole('menuitem', { name: 'Time to Response NS' }).click();
    await page.getByTestId('shown-columns-toggle').click();
    await expect(headers.filter({ hasText: 'Time to Response NS' })).toHaveCount(1);
    await expect(rows.first().getByTestId('audit-cell-response_status')).toHaveText('200 OK');
    await expect(rows.first().getByTestId('audit-cell-bucket')).toHaveText(bucket);
    await page.getByTestId('audit-advanced-filters').getByRole('button', { name: 'Advanced Filters' }).click();
    await page.getByTestId('audit-table').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, `audit-logs-${store}`);
    await page.getByTestId('audit-advanced-filters').getByRole('button', { name: 'Advanced Filters' }).click();

    // Scrolling to the end of the table loads the next page.
    await page.getByTestId('audit-table-end').scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(131);

    // Oldest first: the object put before the others comes first.
    await page.getByTestId('audit-table').getByRole('button', { name: 'Timestamp' }).click();
    await expect(rows.first().getByTestId('audit-cell-object')).toHaveText('reports/first.csv');

    const full = page.getByTestId('audit-full-log');
    for (const theme of store === 'embedded' ? (['Dark', 'Light'] as const) : (['Light'] as const)) {
      await chooseTheme(page, theme);
      await rows.first().getByTestId('audit-view').click();
      await expect(full).toContainText('Full Log Information');
      await expect(full.getByTestId('audit-field-api_name')).toHaveText('PutObject');
      await expect(full.getByTestId('audit-field-entry.api.bucket')).toHaveText(bucket);
      if (store === 'embedded') await saveScreenshot(page, `audit-logs-full-log-${theme.toLowerCase()}`);
      await full.getByTestId('audit-full-log-close').click();
      await expect(full).toBeHidden();
    }

    await page.getByTestId('audit-filter-bucket').fill(`no-such-${randomUUID()}`);
    await page.getByTestId('audit-get-information').click();
    await expect(page.getByTestId('audit-empty')).toHaveText('There is no information with this criteria');

    // A backwards time range is caught in the form.
    await page.getByTestId('audit-time-start').fill('2026-05-02T10:00');
    await page.getByTestId('audit-time-end').fill('2026-05-01T10:00');
    await expect(page.getByTestId('audit-range-error')).toContainText('The end time is before the start time.');
    await expect(page.getByTestId('audit-get-information')).toBeDisabled();
  });
}
