import { translated } from '@frontend/shared/i18n/translated';

/** Text of a tenant's detail pages (spec 03 §2, §4, §5, §8). */
export const tenantDetailStrings = translated('tenant-detail', {
  tenants: 'Tenants',
  notFoundTitle: 'The tenant could not be loaded',
  subtitle: (namespace: string, capacity: string) => `Namespace ${namespace} · Capacity ${capacity}`,
  refresh: 'Refresh',
  editYaml: 'Edit YAML',
  delete: 'Delete',
  tabsLabel: 'Tenant sections',
  tabs: {
    summary: 'Summary',
    metrics: 'Metrics',
    security: 'Security',
    pools: 'Pools',
    pods: 'Pods',
    volumes: 'Volumes',
    license: 'License',
  },
  metricsFrame: (tenant: string) => `Metrics of tenant ${tenant}`,
  loading: 'Loading the tenant',
  deleteTenant: {
    title: 'Delete Tenant',
    question: (name: string, namespace: string) =>
      `Delete the tenant ${name} in namespace ${namespace}? Its pods stop and its data volumes are released as the operator cleans up.`,
    fieldLabel: 'To confirm, type the name of the tenant',
    incorrect: 'Tenant name is incorrect',
    deleted: 'Tenant Deleted',
  },
  yaml: {
    title: 'Edit YAML',
    label: 'Tenant resource',
    hint: 'The spec and metadata of the Tenant; status and server-managed fields are left out.',
    loading: 'Loading the YAML',
    loadFailed: 'The YAML could not be loaded',
    saved: 'Tenant YAML saved',
    problem: (message: string) => `Invalid YAML: ${message}`,
    notAMapping: 'The document must be a YAML mapping (key: value), like the Tenant resource itself.',
  },
});
