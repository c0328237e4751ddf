import { expect, type Locator, type Page } from '@playwright/test';

/** The bucket admin page (/buckets/{bucket}/admin/...) and its Summary modals. */
export class BucketAdminPage {
  readonly title: Locator;
  readonly summary: Locator;
  readonly deleteButton: Locator;
  readonly modalSubmit: Locator;
  readonly modalError: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('page-title');
    this.summary = page.getByTestId('bucket-summary');
    this.deleteButton = page.getByTestId('delete-bucket');
    this.modalSubmit = page.getByTestId('modal-submit');
    this.modalError = page.getByTestId('modal-error-banner');
  }

  async open(baseUrl: string, bucket: string): Promise<void> {
    await this.page.goto(`${baseUrl}buckets/${bucket}/admin/summary`);
    await expect(this.summary).toBeVisible();
  }

  value(row: string): Locator {
    return this.page.getByTestId(`summary-${row}-value`);
  }

  edit(row: string): Locator {
    return this.page.getByTestId(`edit-${row}`);
  }

  menu(section: string): Locator {
    return this.page.getByTestId('bucket-admin-menu').getByRole('tab', { name: section });
  }
}
