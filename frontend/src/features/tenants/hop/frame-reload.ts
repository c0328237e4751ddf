/**
 * Where the management frame goes on Reload (spec 03 §2): the page it shows now, with `cp=y` added when it was lost
 * (the tenant's console renders for embedding only with it). `current` is absolute or origin-relative.
 */
export function reloadTarget(current: string, origin: string): string {
  const url = new URL(current, origin);
  if (url.searchParams.get('cp') !== 'y') url.searchParams.set('cp', 'y');
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
