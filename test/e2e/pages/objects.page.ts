import { expect, type Locator, type Page } from '@playwright/test';
import { LoginPage } from './login.page';

/** The object browser (/buckets/{bucket}/browse/...) and object detail, as a person sees them. */
export class ObjectsPage {
  readonly rows: Locator;
  readonly names: Locator;
  readonly breadcrumb: Locator;
  readonly search: Locator;
  readonly empty: Locator;
  readonly scroller: Locator;
  readonly loadedCount: Locator;
  readonly snackbar: Locator;
  readonly modalSubmit: Locator;
  readonly transfers: Locator;
  readonly tabs: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('object-row');
    this.names = page.getByTestId('object-name');
    this.breadcrumb = page.getByTestId('object-breadcrumb');
    this.search = page.getByTestId('object-search').getByRole('textbox');
    this.empty = page.getByTestId('objects-empty');
    this.scroller = page.getByTestId('object-scroll');
    this.loadedCount = page.getByTestId('loaded-count');
    this.snackbar = page.getByTestId('snackbar');
    this.modalSubmit = page.getByTestId('modal-submit');
    this.transfers = page.getByTestId('transfer-panel');
    this.tabs = page.getByTestId('object-tabs');
  }

  /** Logs in with the form and waits for the shell. */
  async login(baseUrl: string, accessKey: string, secretKey: string): Promise<void> {
    const login = new LoginPage(this.page);
    await login.open(baseUrl);
    await login.login(accessKey, secretKey);
    await expect(this.page.getByTestId('shell')).toBeVisible();
  }

  /** Opens the browser at a folder (`a/b/`) or an object (`a/b/c.txt`) of `bucket`. */
  async open(baseUrl: string, bucket: string, path = ''): Promise<void> {
    const encoded = path
      .split('/')
      .map((segment) => encodeURIComponent(segment))
      .join('/');
    await this.page.goto(`${baseUrl}buckets/${bucket}/browse${path === '' ? '' : `/${encoded}`}`);
    await expect(this.page.getByTestId('page-title')).toHaveText(bucket);
  }

  row(key: string): Locator {
    return this.page.locator(`[data-test="object-row"][data-key="${key}"]`);
  }

  /** Opens a row's actions menu and chooses one (View, Preview, Share, Download, Delete). */
  async rowAction(key: string, action: string): Promise<void> {
    await this.row(key)
      .getByRole('button', { name: /kebab|actions/i })
      .click();
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  async select(key: string): Promise<void> {
    await this.row(key).getByRole('checkbox').check();
  }

  transfer(key: string): Locator {
    return this.page.locator(`[data-test="transfer-row"][data-key="${key}"]`);
  }

  /** The names shown in the listing, in order. */
  async shownNames(): Promise<string[]> {
    return this.names.allTextContents();
  }
}
