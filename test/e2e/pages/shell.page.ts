import { expect, type Locator, type Page } from '@playwright/test';

/** The shell after login: masthead, side menu, the page. */
export class ShellPage {
  readonly menu: Locator;
  readonly menuToggle: Locator;
  readonly logoutButton: Locator;
  readonly pageTitle: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByTestId('side-menu');
    this.menuToggle = page.getByTestId('menu-toggle');
    this.logoutButton = page.getByTestId('logout');
    this.pageTitle = page.getByTestId('page-title');
    this.notFound = page.getByTestId('not-found');
  }

  /** The labels of the menu's page entries, in order (Logout not included). */
  async menuLabels(): Promise<string[]> {
    await expect(this.menu).toBeVisible();
    const entries = this.menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
    return (await entries.allTextContents()).map((text) => text.replace('(opens in a new tab)', '').trim());
  }

  menuEntry(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: false });
  }

  async expectPage(title: string): Promise<void> {
    await expect(this.pageTitle).toHaveText(title);
  }
}
