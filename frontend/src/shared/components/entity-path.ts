/**
 * The app path of an IAM entity's detail page: `/users/ci/bot` for the user `ci/bot`. IAM names may hold `/` (the
 * routes take the rest of the path), so each segment is encoded and the slashes kept.
 */
export function entityPath(base: '/users' | '/groups' | '/policies', name: string): string {
  return `${base}/${name.split('/').map(encodeURIComponent).join('/')}`;
}
