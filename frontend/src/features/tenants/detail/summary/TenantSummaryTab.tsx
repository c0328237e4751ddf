import { Grid, GridItem } from '@patternfly/react-core';
import { useState } from 'react';
import { ManageTenantButton } from '../../ManageTenantButton';
import type { Tenant } from '../tenant.queries';
import { DetailsPanel } from './DetailsPanel';
import { FeaturesPanel } from './FeaturesPanel';
import { HealthPanel } from './HealthPanel';
import { summaryStrings as strings } from './summary.strings';
import { UpdateVersionModal } from './UpdateVersionModal';

/** Summary (spec 03 §2): details, health, features, 'Manage Tenant' and the update-version dialog. */
export function TenantSummaryTab({ tenant }: { tenant: Tenant }) {
  const [updating, setUpdating] = useState(false);
  return (
    <>
      <div className="pf-v6-u-mb-md">
        <ManageTenantButton
          namespace={tenant.namespace}
          name={tenant.name}
          state={tenant.currentState}
          health={tenant.status?.health_status}
          label={strings.manage}
          variant="primary"
        />
      </div>
      <Grid hasGutter>
        <GridItem span={12} xl2={6}>
          <DetailsPanel tenant={tenant} onChangeImage={() => setUpdating(true)} />
        </GridItem>
        <GridItem md={6} xl2={3}>
          <HealthPanel tenant={tenant} />
        </GridItem>
        <GridItem md={6} xl2={3}>
          <FeaturesPanel tenant={tenant} />
        </GridItem>
      </Grid>
      {updating && <UpdateVersionModal tenant={tenant} image={tenant.image ?? ''} onClose={() => setUpdating(false)} />}
    </>
  );
}
