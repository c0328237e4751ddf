/** Text of a tenant's management page (spec 03 §2). */
export const hopStrings = {
  tenants: 'Tenants',
  management: 'Management',
  title: (tenant: string) => `${tenant} Management`,
  subtitle: (namespace: string) => `The tenant's own console in namespace ${namespace}, reached through this console.`,
  frameTitle: (tenant: string) => `Console of tenant ${tenant}`,
  reload: 'Reload',
  back: 'Back to tenant',
} as const;
