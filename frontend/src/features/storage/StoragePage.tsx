import { PageSection, Tab, TabTitleText } from '@patternfly/react-core';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { PageId } from '@contract/generated/api';
import { useCurrentSession } from '@frontend/api/session.queries';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { SideTabs } from '@frontend/shared/components/SideTabs';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { DrivesSection } from './DrivesSection';
import { storageStrings as strings } from './storage.strings';
import { VolumesSection } from './VolumesSection';

const SECTIONS = [
  { id: 'volumes', page: '/storage/volumes' },
  { id: 'drives', page: '/storage/drives' },
] as const satisfies readonly { id: string; page: PageId }[];

/**
 * /storage/volumes and /storage/drives (spec 03 §2): a side list of the two, each shown when the session may open
 * it. /storage and any other path under it lead to the first one allowed.
 */
export function StoragePage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useCurrentSession();
  useDocumentTitle(strings.title);
  const allowed = SECTIONS.filter((section) => session.pages.includes(section.page));
  const active = allowed.find((section) => pathname.endsWith(`/storage/${section.id}`));
  const first = allowed[0];
  if (!active) return first ? <Navigate to={`/storage/${first.id}`} replace /> : null;
  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <SideTabs
          activeKey={active.id}
          activeTitle={strings.tabs[active.id]}
          onSelect={(key) => void navigate(`/storage/${key}`)}
          ariaLabel={strings.tabsLabel}
        >
          {allowed.map((section) => (
            <Tab
              key={section.id}
              eventKey={section.id}
              title={<TabTitleText>{strings.tabs[section.id]}</TabTitleText>}
              data-test={`storage-tab-${section.id}`}
            >
              <div className="pf-v6-u-px-md">{section.id === 'volumes' ? <VolumesSection /> : <DrivesSection />}</div>
            </Tab>
          ))}
        </SideTabs>
      </PageSection>
    </>
  );
}
