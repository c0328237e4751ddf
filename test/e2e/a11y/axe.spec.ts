import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { asRoot, removeBucketFully } from '../../integration/buckets/bucket-test-kit';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { LoginPage } from '../pages/login.page';
import { IamSetup, unique } from '../pages/iam-identities';

/**
 * Accessibility (issue #24 §5): axe-core over every screen the console has, in the light and the dark theme. A
 * serious or critical violation of WCAG 2.x A/AA fails the test; all of them are printed, screen by screen.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  readonly screen: string;
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: string[];
}

/**
 * axe.run in the page itself ("legacy mode"): the same rules and findings as the default mode, which instead opens a
 * blank page per audit to merge the frames' partial results and loads axe-core into it again (the console has no
 * cross-origin frame, the one case only that mode covers). 2.2 s instead of 3.4 s per audit on a loaded 2-core machine.
 */
async function audit(page: Page, screen: string, findings: Finding[]): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  for (const violation of result.violations) {
    if (!BLOCKING.has(violation.impact ?? '')) continue;
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    });
  }
}

/** Waits until the screen has drawn its content: its main area, the page title if it has one, no spinner left. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main, form').first()).toBeVisible();
  await expect(page.getByTestId('page-title').first())
    .toBeVisible({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page.locator('.pf-v6-c-spinner:visible'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

function report(findings: readonly Finding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.screen}: ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

for (const theme of ['light', 'dark'] as const) {
  test(`every screen has no serious or critical axe violation (${theme} theme)`, async ({
    page,
    world,
    consoleServer,
  }) => {
    test.setTimeout(300_000);
    const minio = need(world.minio.erasure, 'erasure MinIO');
    const setup = new IamSetup(minio);
    const bucket = unique(`e2e-axe-${theme}`);
    const findings: Finding[] = [];
    const base = consoleServer.url;
    await page.addInitScript((choice) => localStorage.setItem('object-console.theme', choice), theme);
    try {
      await asRoot(minio, async (s3) => {
        await s3.makeBucket(bucket);
        await s3.putObject(bucket, 'folder/inside.txt', 'inside');
        await s3.putObject(bucket, 'readme.txt', 'hello');
      });
      const user = await setup.user(['readonly'], 'e2e-axe-user');
      const group = await setup.group([user.accessKey], 'e2e-axe-group');

      const login = new LoginPage(page);
      await login.open(base);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /pf-v6-theme-dark/ : /^(?!.*pf-v6-theme-dark)/);
      await audit(page, 'login', findings);
      await login.login(minio.accessKey, minio.secretKey);
      await expect(page.getByTestId('side-menu')).toBeVisible();

      const visited: string[] = ['login'];
      const visit = async (screen: string, path: string) => {
        visited.push(screen);
        await page.goto(`${base}${path}`);
        await settled(page);
        await audit(page, screen, findings);
      };
      await visit('buckets', 'buckets');
      await visit('bucket browse', `buckets/${bucket}/browse`);
      // The virtualised object table says where each rendered row stands in the whole list.
      const table = page.getByTestId('object-table');
      await expect.soft(table).toHaveAttribute('aria-rowcount', '3');
      await expect
        .soft(page.locator('[data-test="object-row"][data-key="readme.txt"]'))
        .toHaveAttribute('aria-rowindex', /^[23]$/);
      await visit('object detail', `buckets/${bucket}/browse/readme.txt`);

      // Every section of the bucket's admin page that this setup offers.
      await visit('bucket admin', `buckets/${bucket}/admin/summary`);
      const sections = await page
        .locator('[data-test^="admin-menu-"]:not([aria-disabled="true"])')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-test')!.replace('admin-menu-', '')));
      for (const section of sections.filter((s) => s !== 'summary'))
        await visit(`bucket admin ${section}`, `buckets/${bucket}/admin/${section}`);

      await visit('users', 'users');
      await visit('a user', `users/${encodeURIComponent(user.accessKey)}`);
      await visit('groups', 'groups');
      await visit('a group', `groups/${encodeURIComponent(group)}`);
      await visit('policies', 'policies');
      await visit('a policy', 'policies/readonly');
      await visit('service accounts', 'account');

      // Whatever else the side menu offers (dashboard, settings, notification endpoints, tiers, tools, licence…).
      const covered = new Set(['buckets', 'users', 'groups', 'policies', 'account']);
      const links = await page
        .getByTestId('side-menu')
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      for (const href of [...new Set(links)]) {
        const path = href.startsWith(base) ? href.slice(base.length) : '';
        if (path === '' || covered.has(path) || path.startsWith('logout')) continue;
        covered.add(path);
        await visit(path, path);
        // And the pages one level below it that it links to (settings' options, the tools, "add" forms).
        const below = await page
          .locator('main a[href]')
          .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
        for (const sub of [...new Set(below)]) {
          const subPath = sub.startsWith(base) ? sub.slice(base.length).split(/[?#]/)[0]! : '';
          if (!subPath.startsWith(`${path}/`) || subPath.split('/').length !== path.split('/').length + 1) continue;
          if (covered.has(subPath)) continue;
          covered.add(subPath);
          await visit(subPath, subPath);
        }
      }
      console.log(`axe (${theme} theme) checked ${visited.length} screens: ${visited.join(', ')}`);
      expect(covered.size, 'the side menu offered no other screens').toBeGreaterThan(5);
    } finally {
      await setup.cleanUp();
      await removeBucketFully(minio, bucket).catch(() => undefined);
    }
    if (findings.length > 0) console.log(`axe (${theme} theme):\n${report(findings)}`);
    expect(findings, report(findings)).toEqual([]);
  });
}
