import type { K8sClientFactory } from '@platform/k8s/k8s-clients';
import { getTenant } from '../tenant-resource';
import { loginToTenantConsole } from './console-login';
import { consoleTarget, type AddressMode, type ConsoleTarget } from './console-target';
import { tenantRootCredentials } from './tenant-credentials';
import type { TlsPolicy } from './upstream-http';

/** A login to one tenant's console: where it is and the cookie that proves the login. */
export interface TenantConsoleLogin {
  readonly target: ConsoleTarget;
  readonly cookie: string;
}

/** Who asks for which tenant: the operator session (its id and token) and the tenant. */
export interface LoginRequest {
  readonly sessionId: string;
  readonly jwt: string;
  readonly namespace: string;
  readonly tenant: string;
}

export interface TenantConsoleLoginsOptions {
  readonly k8s: K8sClientFactory;
  readonly mode: AddressMode;
  readonly tls: TlsPolicy;
  /**
   * How long a login is reused. Short on purpose: the credentials are read again with the user's token after it, so
   * a user whose access to the tenant's secret was taken away loses the proxy within this time.
   */
  readonly ttlMs?: number;
  /** Logins kept at most; the oldest goes first. */
  readonly maxEntries?: number;
  readonly now?: () => number;
}

/**
 * The tenant-console logins of the proxy, kept in this process's memory per operator session and tenant (never in
 * the browser, which only holds the operator's own session). Concurrent requests for the same tenant share one
 * login in flight, so a page loading many assets logs in once.
 */
export class TenantConsoleLogins {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: TenantConsoleLoginsOptions) {
    this.ttlMs = options.ttlMs ?? 5 * 60_000;
    this.maxEntries = options.maxEntries ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** The cached login, or a new one. */
  get(request: LoginRequest): Promise<TenantConsoleLogin> {
    const key = keyOf(request);
    const cached = this.entries.get(key);
    if (cached && cached.expires > this.now()) return cached.login;
    this.entries.delete(key);
    const login = this.login(request);
    const entry: Entry = { login, expires: this.now() + this.ttlMs };
    this.entries.set(key, entry);
    login.then(
      (value) => {
        entry.value = value;
      },
      // A failed login is not kept: the next request asks again (RBAC or the tenant may have been fixed meanwhile).
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    this.evictOldest();
    return login;
  }

  /** Forgets a login the tenant's console no longer accepts (it expired there, or someone logged it out). */
  forget(request: LoginRequest, login: TenantConsoleLogin): void {
    const key = keyOf(request);
    if (this.entries.get(key)?.value === login) this.entries.delete(key);
  }

  private async login({ jwt, namespace, tenant }: LoginRequest): Promise<TenantConsoleLogin> {
    const clients = this.options.k8s.forToken(jwt);
    const object = await getTenant(clients, namespace, tenant);
    const [credentials, target] = await Promise.all([
      tenantRootCredentials(clients, object),
      consoleTarget(clients, namespace, tenant, this.options.mode),
    ]);
    return { target, cookie: await loginToTenantConsole(target, this.options.tls, credentials) };
  }

  private evictOldest(): void {
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}

interface Entry {
  readonly login: Promise<TenantConsoleLogin>;
  readonly expires: number;
  /** Set once the login succeeded. */
  value?: TenantConsoleLogin;
}

function keyOf({ sessionId, namespace, tenant }: LoginRequest): string {
  return `${sessionId}\n${namespace}\n${tenant}`;
}
