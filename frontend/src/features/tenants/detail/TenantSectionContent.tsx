import { MetricsTab } from './MetricsTab';
import { PodPage } from './pods/PodPage';
import { PodsTab } from './pods/PodsTab';
import { TenantSummaryTab } from './summary/TenantSummaryTab';
import type { TenantSection } from './tenant-sections';
import type { Tenant } from './tenant.queries';
import { VolumesTab } from './volumes/VolumesTab';
import { SecurityTab } from './security/SecurityTab';
import { PoolsTab } from './pools/PoolsTab';
import { LicenseTab } from './licence/LicenseTab';

/** The content of one section of the tenant's page. */
export function TenantSectionContent({
  tenant,
  section,
  pod,
}: {
  tenant: Tenant;
  section: TenantSection;
  pod?: string;
}) {
  switch (section) {
    case 'summary':
      return <TenantSummaryTab tenant={tenant} />;
    case 'metrics':
      return <MetricsTab tenant={tenant} />;
    case 'pods':
      return pod ? <PodPage tenant={tenant} pod={pod} /> : <PodsTab tenant={tenant} />;
    case 'volumes':
      return <VolumesTab tenant={tenant} />;
    case 'security':
      return <SecurityTab tenant={tenant} />;
    case 'pools':
      return <PoolsTab tenant={tenant} detail={tenant} />;
    case 'license':
      return <LicenseTab tenant={tenant} detail={tenant} />;
  }
}
