import { kubeCall, kubeRequest, type KubeConnection } from '../../world/kube-http';
import { adminOf, mintIdentity, TENANTS, tokenFor } from '../../integration/operator/operator-fixture';
import { ClusterCapacity, removeSecrets, WIZARD_RULES } from '../../integration/operator/cluster-capacity-fixture';
import { unique } from '../../support/unique';
import { saveLightAndDark } from '../pages/screenshots';
import { expect, FIRST_ANSWER, operatorLogin, test } from './operator-fixtures';

const RBAC = '/apis/rbac.authorization.k8s.io/v1';

/** Tenants created by the user, whatever the wizard made, and the Secrets: what the API server holds. */
async function secretsIn(admin: KubeConnection, namespace: string): Promise<string[]> {
  const list = await kubeCall<{ items: Array<{ metadata: { name: string } }> }>(
    admin,
    'GET',
    `/api/v1/namespaces/${namespace}/secrets`,
  );
  return list.items.map((item) => item.metadata.name);
}

/**
 * A user whose RBAC covers one namespace (a Role there: tenants and secrets, nothing cluster-wide) opens the wizard:
 * it may read neither the namespace's quota nor the cluster's storage classes nor its nodes, so the storage class is
 * a text field that says why and the memory is not checked — and the tenant is created with the typed class.
 */
test('a namespace-scoped user types the storage class the console cannot list, and creates the tenant', async ({
  page,
  operatorConsole,
  cluster,
}) => {
  test.slow();
  const admin = cluster.admin;
  const ns = cluster.namespace;
  const name = unique('ns-wiz');
  await kubeCall(admin, 'POST', `/api/v1/namespaces/${ns}/serviceaccounts`, {
    apiVersion: 'v1',
    kind: 'ServiceAccount',
    metadata: { name },
  });
  await kubeCall(admin, 'POST', `${RBAC}/namespaces/${ns}/roles`, {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'Role',
    metadata: { name },
    rules: [
      { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'create'] },
      { apiGroups: [''], resources: ['secrets'], verbs: ['create', 'delete'] },
    ],
  });
  await kubeCall(admin, 'POST', `${RBAC}/namespaces/${ns}/rolebindings`, {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: { name },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
    subjects: [{ kind: 'ServiceAccount', name, namespace: ns }],
  });
  const tenant = unique('nswiz');
  try {
    await operatorLogin(page, operatorConsole.url, await tokenFor(admin, ns, name));
    await page.getByTestId('create-tenant').first().click();
    await expect(page).toHaveURL(/\/tenants\/add$/);
    await page.getByTestId('tenant-name').fill(tenant);
    await page.getByTestId('tenant-namespace').fill(ns);

    const wizard = page.getByTestId('create-tenant-wizard');
    const storageClass = page.locator('input[data-test="tenant-storage-class"]');
    await expect(storageClass).toBeVisible(FIRST_ANSWER);
    await expect(
      wizard.getByText(/Your access does not let the console list the storage classes \(.*list storageclasses.*\)/),
    ).toBeVisible();
    await expect(
      wizard.getByText('Your access does not let the console read the nodes: the memory is not checked against them.'),
    ).toBeVisible(FIRST_ANSWER);
    const create = page.getByTestId('wizard-create');
    await expect(create).toBeDisabled();
    await storageClass.fill('standard-typed');
    await page.getByTestId('tenant-drives').fill('1');
    await expect(create).toBeEnabled(FIRST_ANSWER);
    await page.getByTestId('tenant-name').scrollIntoViewIfNeeded();
    await saveLightAndDark(page, 'operator-create-tenant-namespaced');

    await create.click();
    await expect(page.getByTestId('tenant-credentials')).toBeVisible(FIRST_ANSWER);
    const created = await kubeCall<{ spec: { pools: Array<{ volumeClaimTemplate: { spec: unknown } }> } }>(
      admin,
      'GET',
      `${TENANTS}/namespaces/${ns}/tenants/${tenant}`,
    );
    expect(created.spec.pools[0]?.volumeClaimTemplate.spec).toMatchObject({ storageClassName: 'standard-typed' });

    // By keyboard: the modal is a dialog named by its title and has the focus; Tab and Shift+Tab go round its
    // controls and never reach the page behind it; Escape closes it, which leaves the wizard for the tenants list
    // like Done.
    const dialog = page.getByRole('dialog', { name: 'New Tenant Created' });
    await expect(dialog).toBeVisible();
    const focus = () =>
      dialog.evaluate((element) =>
        element.contains(document.activeElement)
          ? 'dialog'
          : `outside: ${document.activeElement?.outerHTML.slice(0, 80) ?? 'nothing'}`,
      );
    await expect.poll(focus).toBe('dialog');
    const seen: string[] = [];
    for (const key of [...Array<string>(9).fill('Tab'), ...Array<string>(9).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      seen.push(await focus());
    }
    expect(seen).toEqual(Array<string>(18).fill('dialog'));
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tenant-credentials')).toBeHidden();
    await expect(page).toHaveURL(/\/tenants$/);
  } finally {
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${ns}/tenants/${tenant}`, undefined, [404]);
    await removeSecrets(admin, ns);
  }
});

/**
 * The token stops working between the steps (its service account is deleted, as an administrator revoking it
 * would): Create shows in the step that the session has ended and that nothing was created, 'Log in again' ends the
 * session on the login page, and the API server holds neither the Tenant nor any Secret.
 */
test('a token revoked mid-wizard: the step says so, the session ends cleanly, nothing is created', async ({
  page,
  operatorConsole,
  kube,
}) => {
  test.slow();
  const admin = adminOf(kube);
  const capacity = new ClusterCapacity(admin);
  const identity = await mintIdentity(admin, kube.namespace, WIZARD_RULES);
  const ns = unique('e2e-revoked');
  const tenant = unique('revoked');
  try {
    await kubeCall(admin, 'POST', '/api/v1/namespaces', {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: ns },
    });
    const storageClass = await capacity.storageClass('e2e-rv-sc');
    for (let i = 0; i < 4; i++) await capacity.node('64Gi');

    await operatorLogin(page, operatorConsole.url, identity.token);
    await page.goto(`${operatorConsole.url}tenants/add`);
    await page.getByTestId('tenant-name').fill(tenant);
    await page.getByTestId('tenant-namespace').fill(ns);
    const classes = page.locator('select[data-test="tenant-storage-class"]');
    await expect(classes.locator(`option[value="${storageClass}"]`)).toBeAttached(FIRST_ANSWER);
    await classes.selectOption(storageClass);
    await page.getByTestId('tenant-drives').fill('1');
    await page.getByTestId('tenant-memory').fill('2');
    const create = page.getByTestId('wizard-create');
    await expect(create).toBeEnabled(FIRST_ANSWER);

    await identity.remove();
    const revoked = { ...admin, token: identity.token };
    await expect
      .poll(async () => (await kubeRequest(revoked, 'GET', `/api/v1/namespaces/${ns}`)).status, FIRST_ANSWER)
      .toBe(401);

    await create.click();
    const alert = page.getByTestId('create-tenant-error');
    await expect(alert).toContainText('Your session has ended, please log in again', FIRST_ANSWER);
    await expect(alert).toContainText('The Kubernetes API server no longer accepts the token');
    await expect(alert).toContainText('Nothing was created.');
    await saveLightAndDark(page, 'operator-create-tenant-session-ended');

    await alert.getByTestId('wizard-login-again').click();
    await expect(page).toHaveURL(/\/login$/, FIRST_ANSWER);
    await expect(page.getByRole('heading', { name: 'Operator Login' })).toBeVisible();

    expect((await kubeRequest(admin, 'GET', `${TENANTS}/namespaces/${ns}/tenants/${tenant}`)).status).toBe(404);
    expect(await secretsIn(admin, ns)).toEqual([]);
  } finally {
    await kubeCall(admin, 'DELETE', `${TENANTS}/namespaces/${ns}/tenants/${tenant}`, undefined, [404]);
    await removeSecrets(admin, ns);
    await kubeCall(admin, 'DELETE', `/api/v1/namespaces/${ns}`, undefined, [404]);
    await capacity.remove();
    await identity.remove();
  }
});
