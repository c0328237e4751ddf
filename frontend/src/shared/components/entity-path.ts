import type { PageId } from '@contract/generated/api';
/** The list path of each kind of IAM entity. */
export type EntityBase = '/users' | '/groups' | '/policies';

/** The session `pages` entry that allows each IAM detail page (its route's `page`). */
export const ENTITY_DETAIL_PAGE: Readonly<Record<EntityBase, PageId>> = {
  '/users': '/users/:userName+',
  '/groups': '/groups/:groupName+',
  '/policies': '/policies/*',
};

/**
 * The app path of an IAM entity's detail page: `/users/ci/bot` for the user `ci/bot`. IAM names may hold `/` (the
 * routes take the rest of the path), so each segment is encoded and the slashes kept.
 */
export function entityPath(base: EntityBase, name: string): string {
  return `${base}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * The entity name of a detail page's path as the browser keeps it (encoded, within the app): `entityPath`'s inverse.
 * Read from the raw path because the router's own parameter turns a name's literal `%2F` into `/`.
 */
export function entityNameOf(base: EntityBase, pathname: string): string {
  if (!pathname.startsWith(`${base}/`)) return '';
  return pathname
    .slice(base.length + 1)
    .split('/')
    .map(decodeSegment)
    .join('/');
}

/**
 * One segment of an address, decoded. A `%` that starts no escape (typed or pasted into the address bar: `50% off`
 * arrives as `50%%20off`) stays a `%`, and the escapes around it are still decoded.
 */
export function decodeSegment(segment: string): string {
  return segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      // Bytes that are no UTF-8 (`%FF`): kept as they are.
      return escapes;
    }
  });
}
