import { TenantConsoleFrame } from '../hop/TenantConsoleFrame';
import { tenantProxyUrl } from '../tenant-paths';
import { tenantDetailStrings as strings } from './tenant-detail.strings';
import type { TenantRef } from './tenant.queries';

/** Metrics (spec 03 §2): the tenant console's metrics page, framed through the proxy. */
export function MetricsTab({ tenant }: { tenant: TenantRef }) {
  return (
    <TenantConsoleFrame
      src={tenantProxyUrl(tenant.namespace, tenant.name, 'metrics')}
      title={strings.metricsFrame(tenant.name)}
      data-test="metrics-frame"
    />
  );
}
