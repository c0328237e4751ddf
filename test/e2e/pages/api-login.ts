import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../../../backend/src/platform/http/csrf';

/** Who logs in with a key pair: MinIO's root, a MinIO user or a service account. */
export interface KeyPair {
  readonly accessKey: string;
  readonly secretKey: string;
}

/**
 * Starts a session in the page's browser context with the call the login form makes (`POST /api/v1/login`): the
 * same session cookie, without loading the login page and then the landing page first. For tests whose subject lies
 * behind the login (on a loaded two-core machine a form login and the landing page cost about 8 s more than this);
 * the form itself is the subject of login.spec.ts and of the tests that log in with it. The test then opens its
 * page by its address, as a user with a bookmark does.
 */
export async function startSession(page: Page, baseUrl: string, who: KeyPair): Promise<void> {
  await postLogin(page, `${baseUrl}api/v1/login`, { accessKey: who.accessKey, secretKey: who.secretKey });
}

/**
 * startSession for operator mode: the call the Operator Login form makes (`POST /api/v1/login/operator`) with a
 * Kubernetes service-account token. It spares the tenants list, the landing page, and its access reviews.
 */
export async function startOperatorSession(page: Page, baseUrl: string, token: string): Promise<void> {
  await postLogin(page, `${baseUrl}api/v1/login/operator`, { jwt: token });
}

async function postLogin(page: Page, url: string, data: Record<string, string>): Promise<void> {
  const answer = await page.request.post(url, { data, headers: { [CSRF_HEADER]: CSRF_VALUE } });
  expect(answer.status(), await answer.text()).toBe(204);
}
