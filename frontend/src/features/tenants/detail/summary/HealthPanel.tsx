import { Card, CardBody, CardTitle } from '@patternfly/react-core';
import { formatCount } from '@frontend/shared/format/bucket-format';
import { TenantHealthLabel } from '../../TenantHealthLabel';
import { TenantUsageBar } from '../../TenantUsageBar';
import { TermList } from '../../TermList';
import type { Tenant } from '../tenant.queries';
import { summaryStrings as strings } from './summary.strings';

/** Health (spec 03 §2): usage bar, drives online and offline, write quorum — each 0 when the operator gave none. */
export function HealthPanel({ tenant }: { tenant: Tenant }) {
  const status = tenant.status ?? {};
  const raw = status.usage?.raw ?? 0;
  const counts: Array<[string, number | undefined, string]> = [
    [strings.drivesOnline, status.drives_online, 'drives-online'],
    [strings.drivesOffline, status.drives_offline, 'drives-offline'],
    [strings.writeQuorum, status.write_quorum, 'write-quorum'],
  ];
  return (
    <Card isFullHeight data-test="tenant-health-panel">
      <CardTitle>
        {strings.health} <TenantHealthLabel health={status.health_status} />
      </CardTitle>
      <CardBody>
        <div className="pf-v6-u-font-weight-bold pf-v6-u-mb-xs">{strings.usage}</div>
        {/* Raw usage against raw capacity: the same bar as the list, with the capacity being the raw one. */}
        <TenantUsageBar
          name={tenant.name}
          sizes={{ capacity: raw, capacity_raw: raw, capacity_raw_usage: status.usage?.raw_usage ?? 0 }}
        />
        <TermList
          rows={counts.map(([term, value, id]) => [term, formatCount(value ?? 0), id])}
          className="pf-v6-u-mt-md"
        />
      </CardBody>
    </Card>
  );
}
