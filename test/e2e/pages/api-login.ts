import { expect, type Page } from '@playwright/test';
import { CSRF_HEADER, CSRF_VALUE } from '../../../backend/src/platform/http/csrf';

/**
 * Starts a session in the page's browser context with the call the login form makes (`POST /api/v1/login`): the
 * same session cookie, without loading the login page and then the landing page first. For tests whose subject lies
 * behind the login (on a loaded two-core machine a form login and the landing page cost about 8 s more than this);
 * the form itself is the subject of login.spec.ts and of the tests that log in with it.
 */
export async function startSession(
  page: Page,
  baseUrl: string,
  who: { readonly accessKey: string; readonly secretKey: string },
): Promise<void> {
  const answer = await page.request.post(`${baseUrl}api/v1/login`, {
    data: { accessKey: who.accessKey, secretKey: who.secretKey },
    headers: { [CSRF_HEADER]: CSRF_VALUE },
  });
  expect(answer.status(), await answer.text()).toBe(204);
}
