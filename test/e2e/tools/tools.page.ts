import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';

/** The tools pages as a person sees them. */
export class ToolsPage {
  constructor(readonly page: Page) {}

  async login(baseUrl: string, accessKey: string, secretKey: string): Promise<void> {
    const login = new LoginPage(this.page);
    await login.open(baseUrl);
    await login.login(accessKey, secretKey);
    await expect(this.page.getByTestId('side-menu')).toBeVisible();
  }

  /** Opens an app path (`tools/trace`) of the console at `baseUrl` (ending in `/`). */
  async open(baseUrl: string, path: string): Promise<void> {
    await this.page.goto(`${baseUrl}${path}`);
  }

  get title(): Locator {
    return this.page.getByTestId('page-title');
  }

  /** A row of a live table holding `text`. */
  row(table: string, text: string): Locator {
    return this.page.getByTestId(table).getByRole('row').filter({ hasText: text });
  }

  /** Runs `act` until `done` is visible (streams deliver in batches), with a deadline. */
  async untilVisible(done: Locator, act: (round: number) => Promise<void>, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let round = 0; ; round++) {
      await act(round);
      if (await done.first().isVisible()) return;
      if (Date.now() > deadline) throw new Error(`${done.toString()} did not appear within ${timeoutMs} ms`);
      await this.page.waitForTimeout(300);
    }
  }
}
