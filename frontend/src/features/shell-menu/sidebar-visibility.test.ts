import { isSidebarHidden } from './sidebar-visibility';

describe('isSidebarHidden', () => {
  it('hides the sidebar on /metrics and on any path ending in /hop', () => {
    expect(isSidebarHidden('/metrics')).toBe(true);
    expect(isSidebarHidden('/metrics/')).toBe(true);
    expect(isSidebarHidden('/namespaces/ns/tenants/t1/hop')).toBe(true);
    expect(isSidebarHidden('/dashboard')).toBe(false);
    expect(isSidebarHidden('/buckets/hop-data')).toBe(false);
    expect(isSidebarHidden('/tenants/metrics')).toBe(false);
  });
});
