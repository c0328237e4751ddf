import { expect, type Locator, type Page } from '@playwright/test';

/** The Buckets list (/buckets) and its Create Bucket dialog, as a person sees them. */
export class BucketsPage {
  readonly title: Locator;
  readonly filter: Locator;
  readonly createButton: Locator;
  readonly refreshButton: Locator;
  readonly bulkSelect: Locator;
  readonly setReplication: Locator;
  readonly emptyState: Locator;
  readonly noMatch: Locator;
  readonly usageNote: Locator;
  readonly createModal: Locator;
  readonly nameInput: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.title = page.getByTestId('page-title');
    this.filter = page.getByTestId('bucket-filter').getByRole('textbox');
    this.createButton = page.getByTestId('create-bucket');
    this.refreshButton = page.getByTestId('refresh-buckets');
    this.bulkSelect = page.getByTestId('bulk-select');
    this.setReplication = page.getByTestId('set-replication');
    this.emptyState = page.getByTestId('buckets-empty');
    this.noMatch = page.getByTestId('buckets-no-match');
    this.usageNote = page.getByTestId('usage-last-update');
    this.createModal = page.getByTestId('create-bucket-modal');
    this.nameInput = page.getByTestId('bucket-name-input');
    this.saveButton = this.createModal.getByTestId('modal-submit');
  }

  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}buckets`);
    await expect(this.title).toHaveText('Buckets');
  }

  card(name: string): Locator {
    return this.page.getByTestId(`bucket-card-${name}`);
  }

  /**
   * The bucket's card after typing its name into the filter, as a person finds one bucket among many: the list lays
   * out its cards a step at a time, so on a MinIO with many buckets a new one may not be laid out unfiltered.
   */
  async filteredCard(name: string): Promise<Locator> {
    await this.filter.fill(name);
    return this.card(name);
  }

  /** Turns Bulk Select on by its label, as a person clicks it (the switch's own input lies under its toggle). */
  async startBulkSelect(): Promise<void> {
    await this.page.locator('label.pf-v6-c-switch[for="buckets-bulk-select"]').click();
  }

  /** Ticks a selectable card by clicking it (its label covers the card). */
  async tick(name: string): Promise<void> {
    await this.page.locator(`label[for="select-${name}"]`).click();
    await expect(this.card(name).getByRole('checkbox')).toBeChecked();
  }

  /** Opens Create Bucket and types a name; Save enables once the name has settled (1 s). */
  async startCreate(name: string): Promise<void> {
    await this.createButton.click();
    await expect(this.createModal).toBeVisible();
    await this.nameInput.fill(name);
  }

  switch(id: 'versioning' | 'locking' | 'quota' | 'retention'): Locator {
    return this.createModal.getByTestId(`${id}-switch`);
  }

  /** Flips a feature switch the way a person does: by its label. */
  async toggle(id: 'versioning' | 'locking' | 'quota' | 'retention'): Promise<void> {
    await this.createModal.locator(`label[for="bucket-${id}"]`).click();
  }
}
