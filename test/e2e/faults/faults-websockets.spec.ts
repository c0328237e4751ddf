import { makeBucket, removeBucketFully } from '../../support/minio-root';
import { ToolsPage } from '../tools/tools.page';
import { saveLightAndDark } from '../pages/screenshots';
import { startCorporateProxyWithoutWebsockets, type CorporateProxy } from './corporate-proxy';
import { expect, test, uniqueBucket } from './faults-kit';
import { startSession } from '../pages/api-login';

/**
 * Fault 5 of security-and-reliability.md in Chromium: the console is reached through a corporate proxy that passes
 * ordinary requests but refuses websocket upgrades. Every live tool says that websockets are blocked — no spinner
 * left turning, no empty table passing for "nothing happened", no reconnect loop — while the rest of the console
 * works through the same proxy.
 */
test.describe.configure({ timeout: 180_000 });

const proxied = test.extend<{ corporateProxy: CorporateProxy }>({
  corporateProxy: async ({ consoleServer }, use) => {
    const proxy = await startCorporateProxyWithoutWebsockets(consoleServer.url);
    await use(proxy);
    await proxy.stop();
  },
});

proxied(
  'a proxy that refuses websockets: every live tool says so, and nothing keeps spinning',
  async ({ page, corporateProxy: proxy, minio }) => {
    const bucket = uniqueBucket('ws-blocked');
    await makeBucket(minio, bucket);
    try {
      const tools = new ToolsPage(page);
      // Logging in and reading pages work through the proxy: only the live streams are affected.
      await tools.login(proxy.url, minio.accessKey, minio.secretKey);
      const blocked = page.getByTestId('live-blocked');
      const expectBlocked = async () => {
        await expect(blocked).toBeVisible();
        await expect(blocked).toContainText('Live streams are blocked');
        await expect(blocked).toContainText('does not pass websockets');
        await expect(page.getByText('Connecting…')).toHaveCount(0);
        await expect(page.getByTestId('live-status')).toHaveCount(0);
      };

      await tools.open(proxy.url, 'tools/trace');
      await page.getByTestId('trace-start').click();
      await expectBlocked();
      // Blocked is not "lost": no reconnect countdown, and Start is offered again.
      await expect(page.getByTestId('live-retry')).toHaveCount(0);
      await expect(page.getByTestId('trace-start')).toBeEnabled();
      await saveLightAndDark(page, 'faults-websockets-blocked-trace');

      await tools.open(proxy.url, 'tools/watch');
      await page.getByTestId('watch-bucket').selectOption(bucket);
      await page.getByTestId('watch-start').click();
      await expectBlocked();
      await expect(page.getByTestId('live-retry')).toHaveCount(0);

      // Live logs start by themselves on opening.
      await tools.open(proxy.url, 'tools/logs');
      await expectBlocked();
      await expect(page.getByTestId('logs-empty')).toHaveText('No log entries: the live stream is not open.');
      await expect(page.getByTestId('live-retry')).toHaveCount(0);
      await saveLightAndDark(page, 'faults-websockets-blocked-logs');

      await tools.open(proxy.url, 'tools/heal');
      await page.getByTestId('heal-bucket').selectOption(bucket);
      await page.getByTestId('heal-start').click();
      await expectBlocked();
      await expect(page.getByTestId('heal-finished')).toHaveCount(0);
      await expect(page.getByTestId('heal-start')).toBeEnabled();

      await tools.open(proxy.url, 'tools/diagnostics');
      await page.getByTestId('diagnostics-start').click();
      await expectBlocked();
      await expect(page.getByTestId('diagnostics-status')).toContainText(
        'An error occurred while getting Diagnostic file.',
      );
      await expect(page.getByTestId('diagnostics-progress')).toHaveCount(0);
      await expect(page.getByTestId('diagnostics-download')).toBeDisabled();
      await saveLightAndDark(page, 'faults-websockets-blocked-diagnostics');

      // Each tool tried once and stopped: five refused upgrades, not a storm.
      expect(proxy.refusedUpgrades()).toBe(5);
    } finally {
      await removeBucketFully(minio, bucket);
    }
  },
);

proxied(
  'without the proxy the same console streams the trace live: the message comes from the proxy alone',
  async ({ page, consoleServer, minio }) => {
    const tools = new ToolsPage(page);
    await startSession(page, consoleServer.url, minio);
    await tools.open(consoleServer.url, 'tools/trace');
    await page.getByTestId('trace-start').click();
    await expect(page.getByTestId('live-status')).toHaveText('Live');
    await expect(page.getByTestId('live-blocked')).toHaveCount(0);
  },
);
