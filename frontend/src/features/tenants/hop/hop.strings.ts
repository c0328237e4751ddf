import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's management page (spec 03 §2). */
export const hopStrings = translated('tenant-hop', {
  tenants: 'Tenants',
  management: 'Management',
  title: (tenant: string) => `${tenant} Management`,
  subtitle: (namespace: string) => `The tenant's own console in namespace ${namespace}, reached through this console.`,
  frameTitle: (tenant: string) => `Console of tenant ${tenant}`,
  reload: 'Reload',
  back: 'Back to tenant',
  refused: "The tenant's console could not be opened",
});
