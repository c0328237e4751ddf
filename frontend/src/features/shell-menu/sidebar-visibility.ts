/** The sidebar is hidden on the full-screen metrics page and on a tenant's management page (spec 01 §2). */
export function isSidebarHidden(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === '/metrics' || path.endsWith('/hop');
}
