import { expect, type Locator, type Page } from '@playwright/test';
import { startSession } from './api-login';
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

  /**
   * Starts a session as `who` (root: the world's MinIO server itself) and opens the browser at `path` of `bucket`.
   * The session comes from the login call, not the form (see startSession): the page opened is the subject here.
   */
  async openAs(
    baseUrl: string,
    who: { accessKey: string; secretKey: string },
    bucket: string,
    path = '',
  ): Promise<void> {
    await startSession(this.page, baseUrl, who);
    await this.open(baseUrl, bucket, path);
  }

  /**
   * Drops files made in the page onto `target` (the listing by default), as a drag from another page would: a
   * DataTransfer built in the page carries them, so the drop handler finds files but no file-system entries.
   */
  async dropFiles(files: ReadonlyArray<{ name: string; body: string }>, target = this.scroller): Promise<void> {
    const transfer = await this.page.evaluateHandle((list) => {
      const data = new DataTransfer();
      for (const { name, body } of list) data.items.add(new File([body], name, { type: 'text/plain' }));
      return data;
    }, files);
    for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer: transfer });
  }

  /**
   * Drags files and folders of this machine onto `target` through Chromium's input pipeline (DevTools'
   * Input.dispatchDragEvent), as from a file manager: the drop carries real file-system entries, so folders come
   * with their contents. `beforeDrop` runs while the drag hovers the target.
   */
  async dropPaths(paths: readonly string[], target = this.scroller, beforeDrop?: () => Promise<void>): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error('The drop target is not on the page');
    const point = { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 120) };
    const data = { items: [], files: [...paths], dragOperationsMask: 1 };
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      await cdp.send('Input.dispatchDragEvent', { type: 'dragEnter', ...point, data });
      await cdp.send('Input.dispatchDragEvent', { type: 'dragOver', ...point, data });
      await beforeDrop?.();
      await cdp.send('Input.dispatchDragEvent', { type: 'drop', ...point, data });
    } finally {
      await cdp.detach();
    }
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
