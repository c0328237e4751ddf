import { randomUUID } from 'node:crypto';
import { kubeCall } from '../../world/kube-http';
import { adminOf, mintIdentity } from '../../integration/operator/operator-fixture';
import { startOperatorSession } from '../pages/api-login';
import { expectInWindowAndClickable, NARROW_WINDOW, USUAL_WINDOW } from '../pages/narrow-window';
import { saveDialogLightAndDark, saveLightAndDark } from '../pages/screenshots';
import { expect, FIRST_ANSWER, test } from './operator-admin-fixtures';

const DIRECT_CSI = '/apis/direct.csi.min.io/v1beta1';

test('Storage › Volumes: the tenants’ claims across namespaces, searched, and view opens the tenant', async ({
  page,
  adminConsole,
  adminIdentity,
  cluster,
}) => {
  test.slow();
  const tenant = await cluster.tenant(`vol-${cluster.namespace.slice(-6)}`);
  await cluster.pvc(tenant, `data-0-${tenant}-pool-0-0`, 'fast');
  await cluster.pvc(tenant, `data-1-${tenant}-pool-0-0`, 'fast');
  await page.goto(`${adminConsole.url}login`);
  await page.getByTestId('login-jwt').fill(adminIdentity.token);
  await page.getByTestId('login-button').click();
  await page.getByRole('link', { name: 'Storage' }).click();
  await expect(page).toHaveURL(/\/storage\/volumes$/);

  const table = page.getByTestId('storage-pvcs-table');
  await page.getByTestId('storage-pvc-search').getByRole('textbox').fill(`-${tenant}-`);
  await expect(table.getByRole('row')).toHaveCount(3, FIRST_ANSWER);
  const row = table.getByRole('row').filter({ hasText: `data-0-${tenant}` });
  await expect(row).toContainText(cluster.namespace);
  await expect(row).toContainText(`${cluster.namespace}/${tenant}`);
  await expect(row).toContainText('1Gi');
  await expect(row).toContainText('fast');
  await saveLightAndDark(page, 'operator-storage-volumes');
  await page.getByRole('button', { name: `View tenant ${cluster.namespace}/data-0-${tenant}-pool-0-0` }).click();
  await expect(page).toHaveURL(new RegExp(`/namespaces/${cluster.namespace}/tenants/${tenant}/summary$`));
});

test('Storage › Drives: lists direct-csi drives, formats one after the typed confirmation, shows refusals', async ({
  page,
  adminConsole,
  adminIdentity,
  cluster,
}) => {
  test.slow();
  const node = `node-${randomUUID().slice(0, 8)}`;
  const names: string[] = [];
  // As direct-csi's node driver reports drives (no driver runs here; these resources have no status subresource).
  const drive = async (device: string, driveStatus: string, filesystem = '') => {
    const name = `drive-${randomUUID().slice(0, 8)}`;
    names.push(name);
    await kubeCall(cluster.admin, 'POST', `${DIRECT_CSI}/directcsidrives`, {
      apiVersion: 'direct.csi.min.io/v1beta1',
      kind: 'DirectCSIDrive',
      metadata: { name },
      spec: { directCSIOwned: false },
      status: {
        path: `/var/lib/direct-csi/devices/${device}`,
        nodeName: node,
        totalCapacity: 500 * 2 ** 30,
        allocatedCapacity: driveStatus === 'InUse' ? 100 * 2 ** 30 : 0,
        freeCapacity: 400 * 2 ** 30,
        rootPartition: device,
        partitionNum: 0,
        filesystem,
        mountpoint: '',
        mountOptions: [],
        driveStatus,
        conditions: [],
      },
    });
  };
  try {
    await drive('sdb', 'InUse', 'xfs');
    await drive('sdc', 'Available');
    await startOperatorSession(page, adminConsole.url, adminIdentity.token);
    await page.goto(`${adminConsole.url}storage/drives`);

    const table = page.getByTestId('drives-table');
    await page.getByTestId('drive-search').getByRole('textbox').fill(node);
    await expect(table.getByRole('row')).toHaveCount(3, FIRST_ANSWER);
    await expect(table.getByRole('row').filter({ hasText: '/dev/sdb' })).toContainText('InUse');
    await expect(table.getByRole('row').filter({ hasText: '/dev/sdb' })).toContainText('100 GiB');
    await saveLightAndDark(page, 'operator-storage-drives');
    // In a narrow window the row's Format stays in view at the right, and the columns that do not fit scroll
    // sideways inside the table's box (not cut off by the page).
    await page.setViewportSize(NARROW_WINDOW);
    const sdb = table.getByRole('row').filter({ hasText: '/dev/sdb' });
    await expectInWindowAndClickable(sdb.getByRole('button', { name: /^Format / }), 'Format of /dev/sdb at 800 px');
    await saveLightAndDark(page, 'operator-storage-drives-800');
    await table.getByTestId('table-sideways').evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
    await expectInWindowAndClickable(sdb.getByText('InUse', { exact: true }), 'Status of /dev/sdb at 800 px');
    // The masthead's service-account name (`system:serviceaccount:…`) stays on one line beside the Operator label.
    const user = page.getByTestId('current-user');
    const [userBox, labelBox] = await Promise.all([
      user.boundingBox(),
      page.getByTestId('operator-label').boundingBox(),
    ]);
    expect(userBox && labelBox && userBox.x >= labelBox.x + labelBox.width, 'the name starts after the label').toBe(
      true,
    );
    expect(await user.evaluate((name) => name.getClientRects().length), 'the name is one line').toBe(1);
    await expect(user).toHaveAttribute('title', /^system:serviceaccount:/);
    await page.setViewportSize(USUAL_WINDOW);

    // Dialog screenshots switch the system's colour scheme: follow it again after the screenshots above chose one.
    await page.getByRole('button', { name: 'Follow the system theme' }).click();
    // Format one: the dialog names it and waits for the typed phrase.
    await page.getByRole('button', { name: `Format ${node}:/dev/sdc` }).click();
    const dialog = page.getByTestId('format-drives-modal');
    await expect(dialog.getByTestId('format-drive-names')).toHaveText(`${node}:/dev/sdc`);
    await expect(dialog).toContainText('This drive will be formatted:');
    await expect(dialog.getByTestId('modal-submit')).toBeDisabled();
    await dialog.getByTestId('format-confirmation').fill('YES, PROCEED');
    await saveDialogLightAndDark(page, 'operator-storage-format');
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden(FIRST_ANSWER);
    const requested = await kubeCall<{ spec: Record<string, unknown> }>(
      cluster.admin,
      'GET',
      `${DIRECT_CSI}/directcsidrives/${names[1] ?? ''}`,
    );
    expect(requested.spec).toEqual({ directCSIOwned: true, requestedFormat: { filesystem: 'xfs', force: false } });

    // Format selected: a drive in use is refused, and the errors dialog says why.
    await table.getByRole('row').filter({ hasText: '/dev/sdb' }).getByRole('checkbox').check();
    await page.getByTestId('format-selected').click();
    await page.getByTestId('format-confirmation').fill('YES, PROCEED');
    await page.getByTestId('format-drives-modal').getByTestId('modal-submit').click();
    const issues = page.getByTestId('format-issues');
    await expect(issues).toContainText('Drive in use. Cannot be formatted', FIRST_ANSWER);
    await saveDialogLightAndDark(page, 'operator-storage-format-issues');
    await page.getByTestId('format-issues-close').click();
  } finally {
    for (const name of names) {
      await kubeCall(cluster.admin, 'DELETE', `${DIRECT_CSI}/directcsidrives/${name}`, undefined, [404]);
    }
  }
});

test('Storage › Drives: when the drive call fails, the notice says what it needs, with a link', async ({
  page,
  adminConsole,
  kube,
}) => {
  // May list drives (so the page is offered) but not direct-csi's volumes: the drive call fails as it does when the
  // driver is not installed, which the shared API server (it has the CRDs) cannot show otherwise.
  const identity = await mintIdentity(adminOf(kube), kube.namespace, [
    { apiGroups: ['direct.csi.min.io'], resources: ['directcsidrives'], verbs: ['list'] },
  ]);
  try {
    await startOperatorSession(page, adminConsole.url, identity.token);
    // /storage leads to the one section this user may open.
    await page.goto(`${adminConsole.url}storage`);
    await expect(page).toHaveURL(/\/storage\/drives$/, FIRST_ANSWER);
    await expect(page.getByTestId('side-menu').getByRole('link', { name: 'Storage' })).toBeVisible(FIRST_ANSWER);
    const notice = page.getByTestId('direct-csi-notice');
    await expect(notice).toContainText('direct-attached-drive storage driver', FIRST_ANSWER);
    await expect(notice).toContainText('list directcsivolumes');
    await expect(notice.getByRole('link', { name: 'How to install direct-csi' })).toHaveAttribute(
      'href',
      'https://github.com/minio/directpv',
    );
    await saveLightAndDark(page, 'operator-storage-drives-notice');
  } finally {
    await identity.remove();
  }
});
