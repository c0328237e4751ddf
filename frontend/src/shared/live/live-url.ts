import { currentBasePath } from '../../api/base-path';

/** Query values of a live stream; empty and undefined values are left out (the server's defaults apply). */
export type LiveQuery = Readonly<Record<string, string | number | boolean | undefined>>;

/** `ws/trace?calls=s3` under the app's base: the relative address of a stream, for both URLs below. */
export function livePath(path: string, query: LiveQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return `${currentBasePath()}${path.replace(/^\/+/, '')}${text ? `?${text}` : ''}`;
}

/** The websocket address of a stream on the page's own host: ws, or wss when the page is https (spec 02 §2). */
export function liveSocketUrl(relative: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${relative}`;
}
