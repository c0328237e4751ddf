import {
  Breadcrumb,
  BreadcrumbItem,
  Button,
  Flex,
  FlexItem,
  Tab,
  Tabs,
  TabTitleText,
  Title,
} from '@patternfly/react-core';
import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { tenantPath } from '../../tenant-paths';
import type { TenantRef } from '../tenant.queries';
import { DeletePodModal } from './DeletePodModal';
import { PodEventsTab } from './PodEventsTab';
import { PodLogsTab } from './PodLogsTab';
import { podsStrings as strings } from './pods.strings';

/** One pod (spec 03 §2): breadcrumb 'Pods > {pod}', tabs Events and Logs, and Delete. */
export function PodPage({ tenant, pod }: { tenant: TenantRef; pod: string }) {
  const [tab, setTab] = useState<'events' | 'logs'>('events');
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  const podsPath = tenantPath(tenant.namespace, tenant.name, 'pods');
  return (
    <>
      <Breadcrumb className="pf-v6-u-mb-sm">
        <BreadcrumbItem render={() => <Link to={podsPath}>{strings.pods}</Link>} />
        <BreadcrumbItem isActive>{pod}</BreadcrumbItem>
      </Breadcrumb>
      <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <Title headingLevel="h2" data-test="pod-title">
            {pod}
          </Title>
        </FlexItem>
        <FlexItem>
          <Button variant="danger" icon={<TrashIcon />} onClick={() => setDeleting(true)} data-test="delete-pod">
            {strings.delete}
          </Button>
        </FlexItem>
      </Flex>
      <Tabs
        activeKey={tab}
        onSelect={(_event, key) => setTab(key === 'logs' ? 'logs' : 'events')}
        aria-label={strings.tabsLabel}
        mountOnEnter
        unmountOnExit
        className="pf-v6-u-mt-sm"
      >
        <Tab eventKey="events" title={<TabTitleText>{strings.events}</TabTitleText>} data-test="pod-tab-events">
          <div className="pf-v6-u-pt-md">
            <PodEventsTab tenant={tenant} pod={pod} />
          </div>
        </Tab>
        <Tab eventKey="logs" title={<TabTitleText>{strings.logs}</TabTitleText>} data-test="pod-tab-logs">
          <div className="pf-v6-u-pt-md">
            <PodLogsTab tenant={tenant} pod={pod} />
          </div>
        </Tab>
      </Tabs>
      {deleting && (
        <DeletePodModal
          tenant={tenant}
          pod={pod}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(podsPath)}
        />
      )}
    </>
  );
}
