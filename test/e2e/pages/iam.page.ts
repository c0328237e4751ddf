import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login.page';

/** The IAM screens (policies, users, groups, service accounts) as a person sees them. */
export class IamPage {
  readonly title: Locator;
  readonly search: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('page-title');
    this.search = page.getByTestId('table-search').locator('input').first();
    this.snackbar = page.getByTestId('snackbar');
  }

  /** Logs in at `baseUrl` and waits until the shell shows (the session cookie is set then). */
  async login(baseUrl: string, accessKey: string, secretKey: string): Promise<void> {
    const login = new LoginPage(this.page);
    await login.open(baseUrl);
    await login.login(accessKey, secretKey);
    await expect(this.page.getByTestId('side-menu')).toBeVisible();
  }

  /** Opens an app path (`users`, `policies/x`) of the console at `baseUrl` (ending in `/`). */
  async open(baseUrl: string, path: string): Promise<void> {
    await this.page.goto(`${baseUrl}${path}`);
  }

  /** The row of a name in the (first) name table on the page. */
  row(name: string, within: Locator | Page = this.page): Locator {
    return within.getByTestId(`row-${name}`);
  }

  rowAction(action: 'view' | 'delete', name: string): Locator {
    return this.page.getByTestId(`${action}-${name}`);
  }

  modal(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Ticks names in a dialog's checklist picker. */
  async pick(picker: Locator, ...names: string[]): Promise<void> {
    const search = picker.locator('input[aria-label^="Search"]');
    for (const name of names) {
      await search.fill(name);
      await picker.getByLabel(name, { exact: true }).check();
    }
    await search.fill('');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  async expectMessage(text: string | RegExp): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }

  /** Confirms the open delete dialog after checking that it names exactly what goes. */
  async confirmDelete(modalTestId: string, names: string): Promise<void> {
    const dialog = this.modal(modalTestId);
    await expect(dialog.getByTestId('confirm-text')).toContainText(`'${names}'`);
    await dialog.getByTestId('modal-submit').click();
    await expect(dialog).toBeHidden();
  }
}
