import { Button, Card, CardBody, CardFooter, CardHeader, CardTitle } from '@patternfly/react-core';
import { ClusterIcon, EyeIcon } from '@patternfly/react-icons';
import { RouterLink } from '../../shared/components/RouterLink';
import { formatBytes, formatCount } from '../../shared/format/bucket-format';
import { ManageTenantButton } from './ManageTenantButton';
import { tenantPath } from './tenant-paths';
import type { TenantListItem } from './tenants.queries';
import { tenantsStrings as strings } from './tenants.strings';
import { TenantHealthLabel } from './TenantHealthLabel';
import { TenantUsageBar } from './TenantUsageBar';
import { TermList, type TermRow } from './TermList';

/** One tenant of the list: name, namespace, pools, state, health, raw capacity, capacity, usage; View and Manage. */
export function TenantCard({ tenant }: { tenant: TenantListItem }) {
  const path = tenantPath(tenant.namespace, tenant.name);
  const fields: TermRow[] = [
    [strings.pools, formatCount(tenant.pool_count ?? 0), 'pools'],
    [strings.state, tenant.currentState || strings.noState, 'state'],
    [strings.rawCapacity, formatBytes(tenant.capacity_raw ?? 0), 'raw-capacity'],
    [strings.capacity, formatBytes(tenant.capacity ?? 0), 'capacity'],
  ];
  return (
    <Card isCompact data-test={`tenant-card-${tenant.namespace}-${tenant.name}`}>
      <CardHeader actions={{ actions: <TenantHealthLabel health={tenant.health_status} />, hasNoOffset: true }}>
        <CardTitle>
          <ClusterIcon /> <span data-test="tenant-name">{tenant.name}</span>
        </CardTitle>
        <div className="pf-v6-u-font-size-sm pf-v6-u-text-color-subtle">
          {strings.namespace}: <span data-test="tenant-namespace">{tenant.namespace}</span>
        </div>
      </CardHeader>
      <CardBody>
        <TermList rows={fields} />
        <div className="pf-v6-u-mt-md">
          <TenantUsageBar name={tenant.name} sizes={tenant} />
        </div>
      </CardBody>
      <CardFooter>
        <Button
          variant="primary"
          size="sm"
          icon={<EyeIcon />}
          component={(props) => <RouterLink {...props} href={path} />}
          data-test="tenant-view"
        >
          {strings.view}
        </Button>{' '}
        <ManageTenantButton
          namespace={tenant.namespace}
          name={tenant.name}
          state={tenant.currentState}
          health={tenant.health_status}
          label={strings.manage}
          variant="secondary"
          size="sm"
        />
      </CardFooter>
    </Card>
  );
}
