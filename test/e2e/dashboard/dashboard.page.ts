import { expect, type Locator, type Page } from '@playwright/test';
import { startSession } from '../pages/api-login';

/** The dashboard (/dashboard) as a person sees it. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /**
   * Starts a session at `baseUrl` (ending in `/`) by the login call, not the form (see startSession), and opens the
   * dashboard by its address.
   */
  async open(baseUrl: string, accessKey: string, secretKey: string): Promise<void> {
    await startSession(this.page, baseUrl, { accessKey, secretKey });
    await this.page.goto(`${baseUrl}dashboard`);
    await expect(this.page.getByTestId('dashboard')).toBeVisible();
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The card of a widget, by its title. */
  widget(title: string): Locator {
    return this.page
      .getByTestId('widget')
      .filter({ has: this.page.getByTestId('widget-title').getByText(title, { exact: true }) });
  }
}
