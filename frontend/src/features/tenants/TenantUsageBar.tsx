import { Progress, ProgressMeasureLocation, ProgressSize } from '@patternfly/react-core';
import { formatBytes } from '../buckets/bucket-format';
import { tenantUsage, type TenantUsageInput } from './tenant-capacity';
import { tenantsStrings } from './tenants.strings';

/** The usage bar of a tenant: usage (capacity × raw usage ÷ raw capacity) against the usable capacity. */
export function TenantUsageBar({ name, sizes }: { name: string; sizes: TenantUsageInput }) {
  const { used, percent } = tenantUsage(sizes);
  return (
    <Progress
      value={percent}
      title={tenantsStrings.usage}
      size={ProgressSize.sm}
      measureLocation={ProgressMeasureLocation.outside}
      label={tenantsStrings.usageOf(formatBytes(used), formatBytes(sizes.capacity ?? 0))}
      valueText={tenantsStrings.usageOf(formatBytes(used), formatBytes(sizes.capacity ?? 0))}
      aria-label={tenantsStrings.usageBarLabel(name)}
      data-test="tenant-usage"
    />
  );
}
