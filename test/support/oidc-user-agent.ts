import { jsonHeaders } from './app-under-test';

/** A minimal cookie jar: name → value, per the Set-Cookie headers seen (a Max-Age=0 cookie is forgotten). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** A GET that records cookies and does not follow redirects. */
async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.take(res);
  return res;
}

function locationOf(res: Response, base: string): string {
  const location = res.headers.get('location');
  if (!location) throw new Error(`expected a redirect from ${base}, got ${res.status}`);
  return new URL(location, base).href;
}

function formAction(html: string, base: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`no form on the provider's page: ${html.slice(0, 300)}`);
  return new URL(match[1].replace(/&amp;/g, '&'), base).href;
}

/**
 * What a browser does between the console's login button and the console's callback page, over HTTP: the console's
 * start address (its state cookie goes into `consoleJar`), the provider's own login page (account name, any
 * password), its consent page, and back. Returns the callback URL's query (code, state, iss).
 */
export async function signInAtProvider(
  consoleBase: string,
  consoleJar: CookieJar,
  account: string,
  /** The login button's address, when the console offers several providers. */
  startPath = '/api/v1/login/oauth2/start',
): Promise<URLSearchParams> {
  const started = await step(consoleJar, `${consoleBase}${startPath}`);
  let url = locationOf(started, consoleBase);
  const providerJar = new CookieJar();
  for (let hop = 0; hop < 12; hop++) {
    if (url.startsWith(consoleBase)) return new URL(url).searchParams;
    const res = await step(providerJar, url);
    if (res.status >= 300 && res.status < 400) {
      url = locationOf(res, url);
      continue;
    }
    const html = await res.text();
    const action = formAction(html, url);
    const fields = /name="login"/.test(html)
      ? new URLSearchParams({ prompt: 'login', login: account, password: 'any-password' })
      : new URLSearchParams({ prompt: 'consent' });
    const posted = await step(providerJar, action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    url = locationOf(posted, action);
  }
  throw new Error('the provider did not send the browser back');
}

/** The console's callback call, as its /oauth_callback page makes it. */
export async function finishAtConsole(
  consoleBase: string,
  jar: CookieJar,
  callback: URLSearchParams,
): Promise<Response> {
  const body: Record<string, string> = { code: callback.get('code') ?? '', state: callback.get('state') ?? '' };
  const iss = callback.get('iss');
  if (iss) body.iss = iss;
  const res = await fetch(`${consoleBase}/api/v1/login/oauth2/auth`, {
    method: 'POST',
    headers: { ...jsonHeaders, cookie: jar.header() },
    body: JSON.stringify(body),
  });
  jar.take(res);
  return res;
}
