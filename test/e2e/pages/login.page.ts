import { expect, type Locator, type Page } from '@playwright/test';

/** The login screens (/login) as a person sees them. */
export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly loginButton: Locator;
  readonly error: Locator;
  readonly backendUnreachable: Locator;
  readonly retryButton: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByTestId('login-username');
    this.password = page.getByTestId('login-password');
    this.loginButton = page.getByTestId('login-button');
    this.error = page.getByTestId('login-error');
    this.backendUnreachable = page.getByTestId('backend-unreachable');
    this.retryButton = page.getByTestId('retry-button');
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  /** Opens `/login` of the console at `baseUrl` (which ends in `/`) and waits for the form. */
  async open(baseUrl: string): Promise<void> {
    await this.page.goto(`${baseUrl}login`);
    await this.expectForm();
  }

  async expectForm(): Promise<void> {
    await expect(this.heading('Console Login')).toBeVisible();
    await expect(this.username).toBeVisible();
  }

  async fill(accessKey: string, secretKey: string): Promise<void> {
    await this.username.fill(accessKey);
    await this.password.fill(secretKey);
  }

  async login(accessKey: string, secretKey: string): Promise<void> {
    await this.fill(accessKey, secretKey);
    await this.loginButton.click();
  }
}
