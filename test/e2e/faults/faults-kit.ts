import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { startConsole, type ConsoleInstance } from '../../support/console-process';
import { need, type MinioServer } from '../../world/state';
import { startSession } from '../pages/api-login';
import { IamPage } from '../pages/iam.page';
import { FaultProxy } from '../../world/toxiproxy';
import { test as objectsTest } from '../objects/objects-kit';

export * from '../objects/objects-kit';
export { FaultProxy };

/**
 * The fault-injection tests' fixtures (security-and-reliability.md, "Faults the console must survive"): a Toxiproxy
 * proxy of this test alone in front of the world's erasure MinIO, and a console of this test that reaches MinIO only
 * through it, so the test can refuse, slow or cut the console's connections to MinIO while Chromium watches.
 */
export const test = objectsTest.extend<{ storageProxy: FaultProxy; proxiedConsole: ConsoleInstance }>({
  storageProxy: async ({ world, minio }, use) => {
    const proxy = await FaultProxy.create(need(world.toxiproxy, 'toxiproxy'), new URL(minio.endpoint).host, 'minio');
    await use(proxy);
    await proxy.remove();
  },
  proxiedConsole: async ({ storageProxy }, use) => {
    const instance = await startConsole({ CONSOLE_MINIO_SERVER: storageProxy.url });
    await use(instance);
    await instance.stop();
  },
});

/** A slow link from MinIO to the console (KiB/s per connection), so a transfer is surely under way when cut. */
export const slowDownstream = (proxy: FaultProxy, rate: number) =>
  proxy.addToxic({ type: 'bandwidth', stream: 'downstream', attributes: { rate } });

/** A slow link from the console to MinIO (KiB/s per connection). */
export const slowUpstream = (proxy: FaultProxy, rate: number) =>
  proxy.addToxic({ type: 'bandwidth', stream: 'upstream', attributes: { rate } });

/**
 * Starts a session as MinIO's root at `consoleUrl` (the login call, not the form: see startSession), opens Users →
 * Create User and fills it in (a fresh secret, `group` and `policy` ticked) without submitting: the dialog is
 * returned for the test to break something and then save.
 */
export async function fillCreateUser(
  page: Page,
  consoleUrl: string,
  minio: MinioServer,
  user: { readonly accessKey: string; readonly group: string; readonly policy: string },
): Promise<{ readonly iam: IamPage; readonly dialog: Locator }> {
  const iam = new IamPage(page);
  await startSession(page, consoleUrl, minio);
  await iam.open(consoleUrl, 'users');
  await page.getByTestId('create-user').click();
  const dialog = iam.modal('create-user-modal');
  await dialog.getByTestId('user-access-key').fill(user.accessKey);
  await dialog.getByTestId('user-secret-key').fill(`secret-${randomUUID().slice(0, 18)}`);
  await iam.pick(dialog.getByTestId('user-groups-picker'), user.group);
  await iam.pick(dialog.getByTestId('user-policies-picker'), user.policy);
  return { iam, dialog };
}
