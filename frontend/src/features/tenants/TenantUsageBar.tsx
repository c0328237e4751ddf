import { Progress, ProgressMeasureLocation, ProgressSize } from '@patternfly/react-core';
import { formatBytes } from '../../shared/format/bucket-format';
import { tenantUsage, type TenantUsageInput } from './tenant-capacity';
import { tenantsStrings } from './tenants.strings';

/** The usage bar of a tenant: usage (capacity × raw usage ÷ raw capacity) against the usable capacity. */
export function TenantUsageBar({ name, sizes }: { name: string; sizes: TenantUsageInput }) {
  const { used, percent } = tenantUsage(sizes);
  const text = tenantsStrings.usageOf(formatBytes(used), formatBytes(sizes.capacity ?? 0));
  return (
    <Progress
      value={percent}
      size={ProgressSize.sm}
      measureLocation={ProgressMeasureLocation.outside}
      label={text}
      valueText={text}
      aria-label={tenantsStrings.usageBarLabel(name)}
      data-test="tenant-usage"
    />
  );
}
