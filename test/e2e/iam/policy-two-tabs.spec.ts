import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup } from '../pages/iam-identities';
import { saveLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';

const readDocument = (bucket: string) =>
  JSON.stringify(
    {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
    },
    null,
    2,
  );

test('two tabs edit one policy: the second save is refused as a conflict, keeps its text, and can load the saved version', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const name = await setup.policy(readDocument('original'));
    const tabA = new IamPage(page);
    await startSession(tabA.page, consoleServer.url, minio);
    const tabB = new IamPage(await page.context().newPage());
    for (const tab of [tabA, tabB]) {
      await tab.open(consoleServer.url, `policies/${name}`);
      await tab.tab('JSON').click();
      await expect(tab.page.getByTestId('policy-editor')).toContainText('arn:aws:s3:::original/*');
    }

    await tabA.page.getByTestId('policy-editor').fill(readDocument('from-tab-a'));
    await tabA.page.getByTestId('policy-json-save').click();
    await tabA.expectMessage('Policy successfully updated');

    await tabB.page.bringToFront();
    await tabB.page.getByTestId('policy-editor').fill(readDocument('from-tab-b'));
    await tabB.page.getByTestId('policy-json-save').click();
    const conflict = tabB.page.getByTestId('policy-conflict');
    await expect(conflict).toContainText('This policy was changed since you opened it');
    // What tab B typed is still there, and MinIO still has tab A's document.
    await expect(tabB.page.getByTestId('policy-editor')).toContainText('arn:aws:s3:::from-tab-b/*');
    await saveLightAndDark(tabB.page, 'iam-policy-conflict');

    await conflict.getByTestId('policy-load-saved').click();
    await expect(conflict).toBeHidden();
    await expect(tabB.page.getByTestId('policy-editor')).toContainText('arn:aws:s3:::from-tab-a/*');
    // From the saved version, tab B's save goes through.
    await tabB.page.getByTestId('policy-editor').fill(readDocument('from-tab-b'));
    await tabB.page.getByTestId('policy-json-save').click();
    await tabB.expectMessage('Policy successfully updated');
    await tabB.tab('Summary').click();
    await expect(tabB.page.getByTestId('statement-resources')).toContainText('arn:aws:s3:::from-tab-b/*');
  } finally {
    await setup.cleanUp();
  }
});
