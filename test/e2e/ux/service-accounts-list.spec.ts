import type { PolicyDocument } from '../../../backend/src/platform/minio/admin/policies';
import { addServiceAccount } from '../../../backend/src/platform/minio/admin/service-accounts';
import { rootConnection } from '../../support/minio-admin';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { saveLightAndDark } from '../pages/screenshots';
import { watchConsoleErrors } from './ux-kit';
import { startSession } from '../pages/api-login';

const readOnly: PolicyDocument = {
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::*'] }],
};

test('service accounts show name, description, expiry (expired), status and policy; they sort and filter', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  const errors = watchConsoleErrors(page);
  try {
    const user = await setup.user(['readwrite']);
    const root = rootConnection(minio);
    const tomorrow = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000).toISOString();
    // MinIO refuses an expiry under 15 minutes away: this one expires in 20, and the browser's clock runs an hour
    // ahead, so the page sees it expired.
    const soon = new Date(Math.floor(Date.now() / 1000) * 1000 + 20 * 60_000).toISOString();
    const reporter = await addServiceAccount(root, {
      targetUser: user.accessKey,
      name: 'reportReader',
      description: 'Reads the monthly reports',
      expiration: tomorrow,
      policy: readOnly,
    });
    const backup = await addServiceAccount(root, {
      targetUser: user.accessKey,
      name: 'backupJob',
      description: 'Nightly backup',
    });
    const shortLived = await addServiceAccount(root, {
      targetUser: user.accessKey,
      name: 'aShortLived',
      description: 'Expires in seconds',
      expiration: soon,
    });
    await page.clock.setFixedTime(Date.now() + 60 * 60_000);

    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, user);
    await iam.open(consoleServer.url, 'account');
    const table = page.getByTestId('service-accounts-table');
    const row = (accessKey: string) => table.getByRole('row').filter({ hasText: accessKey });
    await expect(row(reporter.accessKey)).toContainText('reportReader');
    await expect(row(reporter.accessKey)).toContainText('Reads the monthly reports');
    await expect(row(reporter.accessKey)).toContainText('Enabled');
    await expect(row(reporter.accessKey)).toContainText('Restricted by its own policy');
    await expect(row(reporter.accessKey)).toContainText(String(new Date(tomorrow).getFullYear()));
    await expect(row(backup.accessKey)).toContainText('Never');
    await expect(row(backup.accessKey)).toContainText(`Inherits ${user.accessKey}’s rights`);
    await expect(row(shortLived.accessKey).getByTestId('service-account-expired')).toContainText('Expired');
    await saveLightAndDark(page, 'ux-service-accounts');

    // Sorting by name puts aShortLived, backupJob, reportReader in order, and back.
    const names = async () =>
      (await table.getByRole('row').allTextContents())
        .map((text) => ['aShortLived', 'backupJob', 'reportReader'].find((name) => text.includes(name)))
        .filter((name) => name !== undefined);
    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(names).toEqual(['aShortLived', 'backupJob', 'reportReader']);
    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect.poll(names).toEqual(['reportReader', 'backupJob', 'aShortLived']);

    // The search matches the description too.
    await page.getByTestId('table-search').getByRole('textbox').fill('monthly');
    await expect.poll(names).toEqual(['reportReader']);
    expect(errors).toEqual([]);
  } finally {
    await setup.cleanUp();
  }
});
