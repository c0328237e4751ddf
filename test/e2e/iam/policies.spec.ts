import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { IamPage } from '../pages/iam.page';
import { IamSetup, unique } from '../pages/iam-identities';
import { expectInWindowAndClickable, expectRowsUsable, PHONE_WINDOW, USUAL_WINDOW } from '../pages/narrow-window';
import { chooseTheme, saveLightAndDark, saveScreenshot } from '../pages/screenshots';
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

test('root creates a policy, finds it, reads it, edits its JSON and deletes it', async ({
  page,
  world,
  consoleServer,
}) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  const name = unique('e2e-ui-policy');
  setup.forgetPolicy(name);
  try {
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, 'policies');
    await expect(iam.title).toHaveText('IAM Policies');
    await expect(page.getByTestId('help-panel')).toBeVisible();
    // On a phone the list stays a table of one-line rows, each policy's name and actions in view and reachable, and
    // the toolbar's buttons wrap inside the window.
    await page.setViewportSize(PHONE_WINDOW);
    const builtIn = ['consoleAdmin', 'diagnostics', 'readonly', 'readwrite', 'writeonly'];
    await expectRowsUsable(
      builtIn.map((policy) => iam.row(policy)),
      (row) => ({
        name: row.locator('td[data-label="Name"] button'),
        view: row.locator('[data-test^="view-"]'),
        delete: row.locator('[data-test^="delete-"]'),
      }),
    );
    for (const id of ['create-policy', 'bulk-attach-policies-open']) {
      await expectInWindowAndClickable(page.getByTestId(id), `${id} at 390 px`);
    }
    await saveLightAndDark(page, 'iam-policies-390');
    await page.setViewportSize(USUAL_WINDOW);

    await page.getByTestId('create-policy').click();
    const dialog = iam.modal('create-policy-modal');
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('policy-name').fill(name);
    const editor = dialog.getByTestId('policy-editor');
    await editor.fill('{\n  "Version": "2012-10-17",\n  "Statement": [\n');
    await expect(dialog.getByTestId('policy-editor-error')).toContainText(
      'This is not valid JSON: unexpected the end of the document at line 4, column 1.',
    );
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await editor.fill(readDocument('reports'));
    await expect(dialog.getByTestId('policy-editor-error')).toBeHidden();
    await saveScreenshot(page, 'iam-policy-create');
    await dialog.getByTestId('modal-submit').click();

    // Creating opens the new policy.
    await expect(iam.title).toHaveText(name);
    await expect(page.getByTestId('page-subtitle')).toHaveText('IAM Policy');
    const statement = page.getByTestId('policy-statement');
    await expect(statement.getByTestId('statement-effect')).toHaveText('Allow');
    await expect(statement.getByTestId('statement-actions')).toContainText('s3:GetObject');
    await expect(statement.getByTestId('statement-resources')).toContainText('arn:aws:s3:::reports/*');
    await saveScreenshot(page, 'iam-policy-detail');

    await iam.tab('JSON').click();
    const json = page.getByTestId('policy-editor');
    await page.getByTestId('policy-json-clear').click();
    await expect(json).toHaveText('');
    await expect(page.getByTestId('policy-json-save')).toBeDisabled();
    await json.fill(readDocument('invoices'));
    await page.getByTestId('policy-json-save').click();
    await iam.expectMessage('Policy successfully updated');
    await saveScreenshot(page, 'iam-policy-json');
    await iam.tab('Summary').click();
    await expect(page.getByTestId('statement-resources')).toContainText('arn:aws:s3:::invoices/*');

    // The list finds it by substring.
    await page.getByRole('link', { name: 'Policies' }).first().click();
    await iam.search.fill(name.slice(4, 16));
    await expect(iam.row(name)).toBeVisible();
    await saveScreenshot(page, 'iam-policies-list');
    await chooseTheme(page, 'Dark');
    await saveScreenshot(page, 'iam-policies-list-dark');
    await chooseTheme(page, 'Light');

    await iam.rowAction('view', name).click();
    await page.getByTestId('delete-policy').click();
    await iam.confirmDelete('delete-policy-modal', name);
    await expect(page).toHaveURL(`${consoleServer.url}policies`);
    await iam.search.fill(name);
    await expect(page.getByTestId('no-match')).toBeVisible();
  } finally {
    await setup.cleanUp();
  }
});

test('deleting a policy that is still attached shows why it cannot go', async ({ page, world, consoleServer }) => {
  test.slow();
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const setup = new IamSetup(minio);
  try {
    const policy = await setup.policy(readDocument('attached'));
    const user = await setup.user([policy]);
    const iam = new IamPage(page);
    await startSession(page, consoleServer.url, minio);
    await iam.open(consoleServer.url, `policies/${policy}`);
    await iam.tab('Users').click();
    await expect(iam.row(user.accessKey)).toBeVisible();
    await page.getByTestId('delete-policy').click();
    const dialog = iam.modal('delete-policy-modal');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog.getByTestId('modal-error-banner')).toContainText(user.accessKey);
    await dialog.getByTestId('modal-cancel').click();
    await expect(iam.title).toHaveText(policy);
  } finally {
    await setup.cleanUp();
  }
});
