import type { Page } from '@playwright/test';
import { operatorLogin } from '../operator/operator-fixtures';
import { startOperatorSession } from './api-login';

/** The sections of a tenant's page, each at its own address. */
export type TenantSection = 'summary' | 'pods' | 'volumes' | 'metrics' | 'security' | 'pools' | 'license';

/** The console in operator mode as an operator uses it: logged in with a token, opening the tenants of a namespace. */
export class OperatorPage {
  constructor(
    readonly page: Page,
    /** The console's address, ending in `/`. */
    private readonly baseUrl: string,
    /** The namespace of the test's tenants. */
    private readonly namespace: string,
  ) {}

  /** Logs in with a service-account token on the Operator Login screen and waits for the tenants list. */
  login(token: string): Promise<void> {
    return operatorLogin(this.page, this.baseUrl, token);
  }

  /** Opens a tenant's page by its address: one section, or the bare tenant address (which leads to the summary). */
  async openTenant(tenant: string, section?: TenantSection): Promise<void> {
    await this.page.goto(
      `${this.baseUrl}namespaces/${this.namespace}/tenants/${tenant}${section ? `/${section}` : ''}`,
    );
  }

  /**
   * Starts a session with a token by the login call, not the form (see startOperatorSession), and opens a tenant's
   * page by its address: for tests whose subject is the tenant's page, not the login or the tenants list.
   */
  async openTenantAs(token: string, tenant: string, section?: TenantSection): Promise<void> {
    await startOperatorSession(this.page, this.baseUrl, token);
    await this.openTenant(tenant, section);
  }
}
