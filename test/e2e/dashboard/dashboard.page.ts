import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from '../pages/login.page';

/** The dashboard (/dashboard) as a person sees it. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** Logs in at `baseUrl` (ending in `/`) and opens the dashboard. */
  async open(baseUrl: string, accessKey: string, secretKey: string): Promise<void> {
    const login = new LoginPage(this.page);
    await login.open(baseUrl);
    await login.login(accessKey, secretKey);
    await expect(this.page.getByTestId('side-menu')).toBeVisible();
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
