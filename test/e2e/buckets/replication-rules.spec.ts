import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  readReplicationRules,
  writeReplicationRules,
} from '../../../backend/src/features/bucket-admin/replication-config';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { rootConnection } from '../../support/minio-admin';
import { need, type MinioServer } from '../../world/state';
import { expect, test } from '../fixtures';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

/** MinIO Console v1.7.6's replication extras on the bucket's Replication tab: view one rule, delete some or all. */
const uniqueBucket = (label: string) => `e2e-${label}-${randomUUID().slice(0, 8)}`;

async function versionedBucket(server: MinioServer, label: string): Promise<string> {
  const name = uniqueBucket(label);
  await asRoot(server, async (s3) => {
    await s3.makeBucket(name);
    await s3.setBucketVersioning(name, { Status: 'Enabled' });
  });
  return name;
}

const rowWith = (table: Locator, text: string) => table.locator('tbody tr', { hasText: text });

/** The first rule through the Add dialog (it registers the remote target), three more beside it as root. */
async function fourRules(page: Page, source: MinioServer, second: MinioServer, bucket: string, target: string) {
  await page.getByTestId('replication-add').click();
  const modal = page.getByTestId('add-replication-modal');
  await modal.getByTestId('replication-targetURL').fill(second.endpoint.replace(/^https?:\/\//, ''));
  await modal.locator('label.pf-v6-c-switch[for="replication-tls"]').click();
  await modal.getByTestId('replication-accessKey').fill(second.accessKey);
  await modal.getByTestId('replication-secretKey').fill(second.secretKey);
  await modal.getByTestId('replication-destination').fill(target);
  await modal.getByTestId('replication-prefix').fill('a/');
  await modal.getByTestId('modal-submit').click();
  await expect(modal).toBeHidden();
  const root = rootConnection(source);
  const [first] = await readReplicationRules(root, bucket);
  if (!first) throw new Error('the Add dialog made no rule');
  const more = ['b', 'c', 'd'].map((name, index) => ({
    ...first,
    deletes: true,
    id: `rule-${name}`,
    prefix: `${name}/`,
    priority: index + 2,
  }));
  await writeReplicationRules(root, bucket, [first, ...more]);
  return first.id;
}

test('replication: view one rule, delete the selected ones, then remove all with the count named', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const second = need(world.minio.second, 'second MinIO');
  const bucket = await versionedBucket(minio, 'repl-bulk');
  const target = await versionedBucket(second, 'repl-bulk-dst');
  try {
    await startSession(page, consoleServer.url, minio);
    await page.goto(`${consoleServer.url}buckets/${bucket}/admin/replication`);
    const section = page.getByTestId('replication-section');
    await expect(page.getByTestId('replication-delete-all')).toBeDisabled();
    const firstId = await fourRules(page, minio, second, bucket, target);
    await page.reload();
    await expect(section.locator('tbody tr')).toHaveCount(4);
    await expect(page.getByTestId('replication-delete-selected')).toBeDisabled();

    // View: what the server says about the rule, including what the table leaves out.
    await rowWith(section, 'c/').locator('[data-test^="view-replication-rule-"]').click();
    const view = page.getByTestId('replication-rule-view');
    await expect(view.getByTestId('replication-rule-id')).toHaveText('rule-c');
    await expect(view.getByTestId('replication-rule-prefix')).toHaveText('c/');
    await expect(view.getByTestId('replication-rule-priority')).toHaveText('3');
    await expect(view.getByTestId('replication-rule-arn')).toHaveText(
      new RegExp(`^arn:minio:replication::.*:${target}$`),
    );
    await expect(view.getByTestId('replication-rule-deletes')).toHaveText('Yes');
    await saveScreenshot(page, 'bucket-replication-view');
    await view.getByTestId('replication-rule-view-close').click();
    await expect(view).toBeHidden();

    // Delete Selected: two rules, named by count, and only those go.
    for (const prefix of ['b/', 'd/']) await rowWith(section, prefix).getByRole('checkbox').check();
    await page.getByTestId('replication-delete-selected').click();
    const confirm = page.getByTestId('replication-bulk-delete-modal');
    await expect(confirm.getByTestId('confirm-text')).toHaveText(
      'Are you sure you want to delete the 2 selected replication rules?',
    );
    await saveScreenshot(page, 'bucket-replication-delete-selected');
    await confirm.getByTestId('modal-submit').click();
    await expect(confirm).toBeHidden();
    await expect(section.locator('tbody tr')).toHaveCount(2);
    expect((await readReplicationRules(rootConnection(minio), bucket)).map((rule) => rule.id).sort()).toEqual(
      [firstId, 'rule-c'].sort(),
    );

    // Remove All Rules: the count and the bucket named; the configuration goes.
    await chooseTheme(page, 'Dark');
    await page.getByTestId('replication-delete-all').click();
    await expect(confirm.getByTestId('confirm-text')).toHaveText(
      `Are you sure you want to remove all 2 replication rules of ${bucket}? The remote targets they use are removed too.`,
    );
    await saveScreenshot(page, 'bucket-replication-delete-all-dark');
    await confirm.getByTestId('modal-submit').click();
    await expect(confirm).toBeHidden();
    await expect(section.getByTestId('table-empty')).toBeVisible();
    expect(await readReplicationRules(rootConnection(minio), bucket)).toEqual([]);
    await saveScreenshot(page, 'bucket-replication-empty-dark');
  } finally {
    await removeBucketFully(minio, bucket);
    await removeBucketFully(second, target);
  }
});
