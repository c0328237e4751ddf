import { PageSection, Tab, Tabs, TabTitleText } from '@patternfly/react-core';
import { useState } from 'react';
import type { AdminInfo } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { DrivesTable } from './DrivesTable';
import { ServersTable } from './ServersTable';
import { SummaryCards } from './SummaryCards';

const text = dashboardStrings.tabs;

/** The General Status (spec 02 §2): the summary cards, then the Servers and Drives tabs. */
export function GeneralStatus({ info }: { readonly info: AdminInfo }) {
  const [tab, setTab] = useState<string | number>('servers');
  return (
    <>
      <PageSection>
        <SummaryCards info={info} />
      </PageSection>
      <PageSection>
        <Tabs activeKey={tab} onSelect={(_event, key) => setTab(key)} aria-label={text.label} data-test="status-tabs">
          <Tab eventKey="servers" title={<TabTitleText>{text.servers}</TabTitleText>} data-test="tab-servers">
            <ServersTable servers={info.servers} />
          </Tab>
          <Tab eventKey="drives" title={<TabTitleText>{text.drives}</TabTitleText>} data-test="tab-drives">
            <DrivesTable servers={info.servers} />
          </Tab>
        </Tabs>
      </PageSection>
    </>
  );
}
