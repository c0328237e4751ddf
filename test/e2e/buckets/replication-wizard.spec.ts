import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { readReplicationRules } from '../../../backend/src/features/bucket-admin/replication-config';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketsPage } from '../pages/buckets.page';
import { saveScreenshot } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

test('the bulk replication wizard sets up one bucket and reports why another failed, per bucket', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(180_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const second = need(world.minio.second, 'second MinIO');
  const run = randomUUID().slice(0, 8);
  // Replication needs versioning on both sides: the unversioned origin is the one that must fail.
  const [versioned, unversioned] = [`e2e-wiz-${run}-a`, `e2e-wiz-${run}-b`];
  const [target, otherTarget] = [`e2e-wiz-${run}-dst1`, `e2e-wiz-${run}-dst2`];
  await asRoot(minio, async (s3) => {
    await s3.makeBucket(versioned);
    await s3.setBucketVersioning(versioned, { Status: 'Enabled' });
    await s3.makeBucket(unversioned);
  });
  await asRoot(second, async (s3) => {
    for (const name of [target, otherTarget]) {
      await s3.makeBucket(name);
      await s3.setBucketVersioning(name, { Status: 'Enabled' });
    }
  });
  try {
    await startSession(page, consoleServer.url, minio);
    const buckets = new BucketsPage(page);
    await buckets.open(consoleServer.url);
    await buckets.filter.fill(`e2e-wiz-${run}-`);
    await expect(buckets.setReplication).toBeDisabled();
    await buckets.startBulkSelect();
    for (const name of [versioned, unversioned]) await buckets.tick(name);
    await expect(page.getByTestId('buckets-selected-count')).toHaveText('2 selected');
    await saveScreenshot(page, 'buckets-bulk-select');
    await buckets.setReplication.click();

    const wizard = page.getByTestId('replication-wizard');
    await expect(wizard.getByTestId('wizard-next')).toBeDisabled();
    await wizard.getByTestId('replication-targetURL').fill(second.endpoint.replace(/^https?:\/\//, ''));
    await wizard.locator('label.pf-v6-c-switch[for="replication-tls"]').click();
    await wizard.getByTestId('replication-accessKey').fill(second.accessKey);
    await wizard.getByTestId('replication-secretKey').fill(second.secretKey);
    await saveScreenshot(page, 'buckets-replication-wizard-remote');
    await wizard.getByTestId('wizard-next').click();

    // The remote's buckets, listed with the keys given, are the destinations to choose from.
    await wizard.getByTestId(`destination-${versioned}`).selectOption(target);
    await wizard.getByTestId(`destination-${unversioned}`).selectOption(otherTarget);
    // Spec 01 §4: an applied bucket's row leaves 500 ms after the answer, so its success icon is on screen only that
    // long: too short to be sure a poll catches it on a loaded machine (the flake of issue 24). The page records
    // whether the icon was ever drawn, and the test then waits for the end state: only the failed row left.
    const appliedShown = await recordAppearance(page, `[data-test="replication-ok-${versioned}"]`);
    await wizard.getByTestId('wizard-create').click();
    const failed = wizard.getByTestId(`replication-error-${unversioned}`);
    await expect(failed).toBeVisible();
    await expect(failed).toHaveAttribute('aria-label', /Nothing was changed/);
    await expect(wizard.getByTestId(`destination-${versioned}`)).toHaveCount(0);
    await expect(wizard.getByTestId('bucket-assignments').locator('tbody tr')).toHaveCount(1);
    await expect.poll(appliedShown).toBe(true);
    await expect(async () => {
      await failed.hover();
      await expect(page.getByRole('tooltip')).toContainText('does not have versioning enabled', { timeout: 2_000 });
    }).toPass();
    await saveScreenshot(page, 'buckets-replication-wizard-result');

    // What the wizard reported is what MinIO has: a rule on one bucket, none on the other.
    const rules = (bucket: string) => readReplicationRules(rootConnection(minio), bucket);
    expect((await rules(versioned)).map((rule) => rule.destination)).toEqual([expect.stringContaining(target)]);
    expect(await rules(unversioned)).toEqual([]);
  } finally {
    for (const name of [versioned, unversioned]) await removeBucketFully(minio, name);
    for (const name of [target, otherTarget]) await removeBucketFully(second, name);
  }
});

/**
 * Watches the page for an element matching `selector` from now on, however briefly it is shown; the answer is a
 * function that says whether it has appeared yet.
 */
async function recordAppearance(page: Page, selector: string): Promise<() => Promise<boolean>> {
  const flag = `appeared-${randomUUID()}`;
  await page.evaluate(
    ({ selector, flag }) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        document.documentElement.setAttribute(`data-${flag}`, 'yes');
        observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    },
    { selector, flag },
  );
  return async () => (await page.locator('html').getAttribute(`data-${flag}`)) === 'yes';
}
